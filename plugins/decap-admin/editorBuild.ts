// The editor is most of a cold build's time, and only the build the editor's own test serves needs it:
// the tests' other builds set SKIP_EDITOR=1. A deploy never sets it, so `npm run build` is complete.
import { flagFrom, type Env } from "../../src/model/settings"

export const editorIncluded = (env: Env = process.env) =>
  !flagFrom(env, "SKIP_EDITOR", "build the site without the content editor")
