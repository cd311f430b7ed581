type Step = () => unknown

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

/** Between two steps the browser can paint, answer a tap or run a slice of hydration. */
export async function inTasks(steps: readonly Step[]): Promise<unknown> {
  let result: unknown
  for (const step of steps) result = await inNextTask(step)
  return result
}
