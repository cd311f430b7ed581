// A visitor's main paths (paths.ts) in WebKit: WebKitGTK's MiniBrowser under WebKitWebDriver (webkit.ts).
import { visitorPaths } from "./paths"
import { launchWebKit } from "./webkit"

visitorPaths("WebKit", launchWebKit)
