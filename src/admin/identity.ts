import netlifyIdentity from "netlify-identity-widget"

// On localhost the editor talks to decap-server and needs no sign-in; elsewhere Decap's git-gateway
// finds Identity on window.
const LOCAL_HOSTS = ["localhost", "127.0.0.1"]

/** Completes an invitation or password reset from the email's link (see gatsby-browser.ts). */
export function startIdentity() {
  if (LOCAL_HOSTS.includes(window.location.hostname)) return
  Object.assign(window, { netlifyIdentity })
  // The widget also reports a session it restores: reloading on that would loop.
  netlifyIdentity.on("init", (user) => {
    if (!user) netlifyIdentity.on("login", () => window.location.assign(window.location.pathname))
  })
  netlifyIdentity.init()
}
