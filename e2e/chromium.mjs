// Where the system Chromium is, and the flags that keep it from calling home (this machine has no internet).
export const chromiumPath = () => process.env.CHROME_PATH || "/usr/bin/chromium"

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
]
