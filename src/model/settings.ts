// The build's settings, read from its environment one way: each refused in one shape of message,
// `NAME must be …; it is "value".`, and checked when the build begins (checkSettings).

/** The variables a build is given: process.env, or a test's own. */
export type Env = Readonly<Record<string, string | undefined>>

/** A setting whose value is not what it takes; the message names the setting and the value. */
export class SettingError extends Error {
  override name = "SettingError"
}

class Refused {
  constructor(readonly why?: string) {}
}

/** What a read returns for a value it does not take, with why when the expected words do not say it. */
export const refused = (why?: string) => new Refused(why)

type Reading<T> = {
  /** What the value should look like: the words after "NAME must be". */
  expected: string
  /** The setting from its value as written, or refused(). */
  read: (value: string) => T | Refused
}

/**
 * Setting `name` of `env` as `read` takes it; undefined when unset or empty (Netlify sets a variable left
 * empty as ""). Anything else is taken as written: a space or a newline is refused, never trimmed.
 */
export function settingFrom<T>(env: Env, name: string, { expected, read }: Reading<T>) {
  const value = env[name]
  if (value === undefined || value === "") return undefined
  const result = read(value)
  if (!(result instanceof Refused)) return result
  const why = result.why ? `: ${result.why}` : ""
  throw new SettingError(`${name} must be ${expected}; it is ${JSON.stringify(value)}${why}.`)
}

/** A setting that is on as "1" and off unset; `meaning` says what "1" does. */
export const flagFrom = (env: Env, name: string, meaning: string): boolean =>
  settingFrom(env, name, {
    expected: `1 (${meaning}) or unset`,
    read: (value) => value === "1" || refused(),
  }) ?? false

/** What checkSettings reports through: Gatsby's reporter, whose panic stops the build. */
type Reporter = { panic: (message: string) => unknown }

/**
 * A plugin's settings read when the build begins (its onPreInit): their values, or, for a bad one,
 * the build stopped before anything is built, with the setting's message after the plugin's name.
 */
export function checkSettings<T extends unknown[]>(
  reporter: Reporter,
  plugin: string,
  ...reads: { [K in keyof T]: () => T[K] }
): T | undefined {
  try {
    return (reads as (() => unknown)[]).map((read) => read()) as T
  } catch (error) {
    if (!(error instanceof SettingError)) throw error
    reporter.panic(`${plugin}: ${error.message}`)
    return undefined
  }
}
