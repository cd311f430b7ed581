/** @jest-environment node */
import { inTasks } from "../inTasks"

/** A step that notes its name, and a timer queued by it that notes when the browser got a turn after it. */
const noting = (log: string[], name: string) => () => {
  log.push(name)
  setTimeout(() => log.push(`turn after ${name}`), 0)
  return name
}

test("each step runs in a task of its own, in order: the browser gets a turn between two steps", async () => {
  const log: string[] = []
  await inTasks([noting(log, "react"), noting(log, "react-dom"), noting(log, "app")])
  await new Promise((resolve) => setTimeout(resolve, 0))
  // In one task the steps would run back to back, and every turn would come after the last one.
  expect(log).toEqual([
    "react",
    "turn after react",
    "react-dom",
    "turn after react-dom",
    "app",
    "turn after app",
  ])
})

test("nothing runs in the task that starts it", () => {
  const log: string[] = []
  void inTasks([noting(log, "react")])
  expect(log).toEqual([])
})

test("a step that returns a promise is waited for, and the last step's result is the result", async () => {
  const log: string[] = []
  const slow = () => new Promise((resolve) => setTimeout(() => resolve(log.push("slow done")), 20))
  await expect(inTasks([slow, () => (log.push("next"), "last")])).resolves.toBe("last")
  expect(log).toEqual(["slow done", "next"])
})

test("a step that throws or rejects stops the rest, and its error is the result", async () => {
  const failure = new Error("Loading chunk failed")
  for (const failing of [
    () => {
      throw failure
    },
    () => Promise.reject(failure),
  ]) {
    const after = jest.fn()
    await expect(inTasks([() => "react", failing, after])).rejects.toBe(failure)
    expect(after).not.toHaveBeenCalled()
  }
})

test("no steps: resolves at once with nothing", async () => {
  await expect(inTasks([])).resolves.toBeUndefined()
})
