import { useEffect, useState } from "react"
import { renderToString } from "react-dom/server"
import { hydrateInSlices } from "../hydrateInSlices"

// Real scheduling, not act(): act() renders everything at once, which is what is under test here.
// (IS_REACT_ACT_ENVIRONMENT is React's own switch for that.)
const reactGlobal = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
beforeAll(() => (reactGlobal.IS_REACT_ACT_ENVIRONMENT = false))

/** Resolves once `done()` holds, checking between the tasks that React's scheduler runs in. */
const until = (done: () => boolean) =>
  new Promise<void>((resolve, reject) => {
    const started = Date.now()
    const check = () => {
      if (done()) resolve()
      else if (Date.now() - started > 5000) reject(new Error("timed out"))
      else setTimeout(check, 0)
    }
    check()
  })

function Counter() {
  const [count, setCount] = useState(0)
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Pressed {count}
    </button>
  )
}

function serverRendered(element: React.ReactElement) {
  const container = document.createElement("div")
  container.innerHTML = renderToString(element)
  document.body.append(container)
  return container
}

afterEach(() => document.body.replaceChildren())

test("hydrates the server's HTML in place: the same button, and it answers a press", async () => {
  const errors = jest.spyOn(console, "error").mockImplementation(() => {})
  const container = serverRendered(<Counter />)
  const button = container.querySelector("button")!
  hydrateInSlices(<Counter />, container)
  await until(() => {
    button.click()
    return button.textContent !== "Pressed 0"
  })
  expect(container.querySelector("button")).toBe(button)
  expect(errors).not.toHaveBeenCalled()
  errors.mockRestore()
})

test("a press that arrives before hydration is answered, not lost", async () => {
  const container = serverRendered(<Counter />)
  const button = container.querySelector("button")!
  hydrateInSlices(<Counter />, container)
  // Straight away, before React has had a task to hydrate anything.
  button.click()
  await until(() => button.textContent === "Pressed 1")
})

test("a long page is hydrated in several tasks, yielding to the browser between them", async () => {
  // Each part takes 2 ms to render; a ticker counts the tasks that run while React works.
  let task = 0
  let hydrated = false
  const tasksSeen = new Set<number>()
  const render = () => {
    const end = performance.now() + 2
    while (performance.now() < end) tasksSeen.add(task)
  }
  function Slow({ n }: { n: number }) {
    render()
    return <p>Part {n}</p>
  }
  function Page() {
    useEffect(() => {
      hydrated = true
    }, [])
    return Array.from({ length: 40 }, (_, n) => <Slow key={n} n={n} />)
  }
  const container = serverRendered(<Page />)
  tasksSeen.clear()
  const tick = () => {
    task++
    if (!hydrated) setTimeout(tick, 0)
  }
  tick()
  hydrateInSlices(<Page />, container)
  await until(() => hydrated)
  // 80 ms of rendering in slices of about 5 ms; in one task it would be 1.
  expect(tasksSeen.size).toBeGreaterThan(5)
})

test("an empty container (gatsby develop sends some pages without HTML) is rendered, not hydrated", async () => {
  const errors = jest.spyOn(console, "error").mockImplementation(() => {})
  const container = document.createElement("div")
  document.body.append(container)
  hydrateInSlices(<Counter />, container)
  await until(() => container.textContent === "Pressed 0")
  expect(errors).not.toHaveBeenCalled()
  errors.mockRestore()
})
