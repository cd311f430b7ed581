import netlifyIdentity from "netlify-identity-widget"

// On localhost the editor talks to decap-server (npm run develop) and needs no sign-in; anywhere else
// Netlify Identity signs the coach in, and Decap's git-gateway backend finds it on window.
const LOCAL_HOSTS = ["localhost", "127.0.0.1"]

/**
 * Starts Netlify Identity for the editor: it completes an invitation or a password reset from the link
 * in the email (see the invitation redirect in gatsby-browser.ts), and after signing in returns to the
 * editor.
 */
export function startIdentity() {
  if (LOCAL_HOSTS.includes(window.location.hostname)) return
  Object.assign(window, { netlifyIdentity })
  // Listen for a sign-in only when nobody is signed in yet: the widget also reports a session it
  // restores, and reloading then would loop.
  netlifyIdentity.on("init", (user) => {
    if (!user) netlifyIdentity.on("login", () => window.location.assign(window.location.pathname))
  })
  netlifyIdentity.init()
}
