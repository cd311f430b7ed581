// Whether this build compiles the content editor at /admin/. It is most of a cold build's time, and only
// the build the editor's own test serves needs it: the tests' other builds set SKIP_EDITOR=1. A deploy
// never sets it, so `npm run build` is always complete.

export const SKIP_EDITOR = "SKIP_EDITOR"

/**
 * True unless SKIP_EDITOR is "1". Any other value stops the build with a message: a typo must not
 * quietly ship a site without its editor, nor build one the developer meant to leave out.
 */
export function editorIncluded(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = env[SKIP_EDITOR]
  if (value === undefined || value === "") return true
  if (value === "1") return false
  throw new Error(
    `${SKIP_EDITOR} must be 1 (build the site without the content editor) or unset; it is ${JSON.stringify(value)}.`,
  )
}
