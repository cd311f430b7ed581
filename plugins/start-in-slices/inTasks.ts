/** One piece of the start: a module to evaluate, or any other work. */
type Step = () => unknown

/** Runs the step in a task of its own (a timer), with whatever it returns, or the error it throws. */
const inNextTask = (step: Step) =>
  new Promise((resolve, reject) =>
    setTimeout(() => {
      try {
        resolve(step())
      } catch (error) {
        reject(error)
      }
    }, 0),
  )

/**
 * Runs each step in a task of its own, in order, each once the one before has settled, and resolves
 * with the last step's result. Between two steps the browser gets the main thread back: it can paint,
 * answer a tap or run a slice of hydration, so no single task does the whole start. A step that throws,
 * or whose promise rejects, stops the rest, and the returned promise rejects with its error.
 */
export async function inTasks(steps: readonly Step[]): Promise<unknown> {
  let result: unknown
  for (const step of steps) result = await inNextTask(step)
  return result
}
