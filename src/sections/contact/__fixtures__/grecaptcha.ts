// jsdom fetches no script: the tests run what Google's api.js does once loaded.
import { act } from "@testing-library/react"

/** Google's shape, never sent anywhere. */
export const SITE_KEY = "6LcTestOnlyKeyForTheContactFormTests_0-0"

export const SCRIPT = "https://www.google.com/recaptcha/api.js"

export const googleScripts = () =>
  [...document.querySelectorAll("script")].map((script) => script.src).filter(Boolean)

export function fakeGrecaptcha() {
  const boxes: HTMLElement[] = []
  let tokens = 0
  type Parameters = { callback: () => void }
  const grecaptcha = {
    render: jest.fn((box: HTMLElement, parameters: Parameters) => {
      box.innerHTML = `<label><input type="checkbox"> I'm not a robot</label><textarea name="g-recaptcha-response" hidden></textarea>`
      const answer = box.querySelector("textarea")!
      box.querySelector("input")!.addEventListener("change", (event) => {
        const ticked = (event.target as HTMLInputElement).checked
        answer.value = ticked ? `answer-${++tokens}` : ""
        if (ticked) parameters.callback()
      })
      boxes.push(box)
      return boxes.length - 1
    }),
    reset: jest.fn((widget: number) => {
      const box = boxes[widget]!
      box.querySelector("input")!.checked = false
      box.querySelector("textarea")!.value = ""
    }),
  }
  return grecaptcha
}

export async function loadScript(src: string, grecaptcha: ReturnType<typeof fakeGrecaptcha>) {
  const onload = new URL(src).searchParams.get("onload")!
  const page = window as unknown as Record<string, unknown>
  await act(async () => {
    page.grecaptcha = grecaptcha
    ;(page[onload] as () => void)()
  })
}
