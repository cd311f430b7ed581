import type { Page } from "@playwright/test"
import { resourcePages } from "./resourcePages"
import { expect, test } from "./test"

// React hydrates the page in slices (plugins/start-in-slices/hydrateInSlices.ts), so a phone's visitor can tap while it
// is still under way. Each test acts in that window and checks the act does what it does afterwards.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

// A phone's pace: hydration then takes many slices of about 5 ms on any machine this runs on.
const CPU_SLOWDOWN = 6

type Act = { selector: string; act: "click" | "type"; text?: string }

// Runs before the page's code. As soon as React takes the page over (its root container is marked), it
// acts on the target from the next task: React yields between slices of hydration, so the act lands
// while hydration is under way, whatever the machine's speed, which a tap from outside the page (a round
// trip through the test runner, taking more than the whole of hydration on a slowed CPU) cannot.
const ACT_WHEN_HYDRATING = ({ selector, act, text }: Act) => {
  const watch: { acted?: number } = {}
  Object.assign(window, { __hydration: watch })
  const poll = () => {
    const root = document.getElementById("___gatsby")
    if (!root || !Object.keys(root).some((key) => key.startsWith("__reactContainer$"))) {
      setTimeout(poll, 0)
      return
    }
    setTimeout(() => {
      const target = document.querySelector<HTMLElement>(selector)
      if (!target) throw new Error(`${selector} is not on the page`)
      watch.acted = performance.now()
      if (act === "click") {
        target.click()
        return
      }
      // What the browser does with each key typed into a text box.
      target.focus()
      const box = target as HTMLTextAreaElement
      box.value += text
      box.dispatchEvent(
        new InputEvent("input", { bubbles: true, inputType: "insertText", data: text }),
      )
    }, 0)
  }
  poll()
}

/** Opens the one page on a slowed CPU; the act is done while React hydrates it. */
async function actWhileHydrating(page: Page, act: Act) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN })
  await page.addInitScript(ACT_WHEN_HYDRATING, act)
  await page.goto("/", { waitUntil: "commit" })
  const hydrated = () => performance.getEntriesByName("onInitialClientRender")[0]?.startTime ?? null
  await expect.poll(() => page.evaluate(hydrated), { timeout: 30_000 }).not.toBeNull()
  // The act came first: had hydration been one task, the act would have waited for its end.
  const { acted } = await page.evaluate(
    () => (window as unknown as { __hydration: { acted?: number } }).__hydration,
  )
  expect(acted).toBeLessThan((await page.evaluate(hydrated))!)
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 })
}

test("a resource pressed while the page hydrates opens in the dialog, at its own address", async ({
  page,
  content,
}) => {
  // The first resource the one page shows.
  const [first] = resourcePages(content)
  if (!first) throw new Error("content.json has no resource to open")
  // The link the act presses, by its address: a title may begin with another's ("Leading Through
  // Change", "Leading Through Change (Part 2)") or be repeated in another list; an address is its own.
  const selector = `#resources a[href="${first.path}"]`
  const link = page.locator(selector)
  await actWhileHydrating(page, { selector, act: "click" })
  const dialog = page.getByRole("dialog", { name: "Resource Details" })
  await expect(dialog).toBeVisible()
  // The title as the link shows it (a line break in it is a <br>, which has no text).
  await expect(dialog.getByRole("heading", { level: 3 })).toHaveText(
    (await link.textContent()) ?? "",
  )
  await expect(page).toHaveURL(first.path)
})

test("what is typed into Message while the page hydrates stays, and Send is then enabled", async ({
  page,
}) => {
  // By its whole label: the sections' labels, the coach's headings, may hold the word.
  const message = page.getByLabel("Message", { exact: true })
  await actWhileHydrating(page, { selector: "#contact-message", act: "type", text: "Hello" })
  await expect(message).toHaveValue("Hello")
  await expect(page.getByRole("button", { name: "Send" })).toBeEnabled()
})

test("the menu opened while the page hydrates stays open, and closes", async ({ page }) => {
  const toggle = page.getByRole("button", { name: "Toggle Menu" })
  await actWhileHydrating(page, { selector: "[popovertarget]", act: "click" })
  const menu = page.locator("[popover]:popover-open")
  await expect(menu).toHaveCount(1)
  await toggle.tap()
  await expect(menu).toHaveCount(0)
})
