// A visitor's main paths (paths.ts) in Firefox: Debian's firefox-esr over WebDriver BiDi (firefox.ts).
import { launchFirefox } from "./firefox"
import { visitorPaths } from "./paths"

visitorPaths("Firefox", launchFirefox)
