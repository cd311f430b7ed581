// The parts of netlify-identity-widget (which ships no types) that the editor uses.
declare module "netlify-identity-widget" {
  const netlifyIdentity: {
    init(): void
    on(event: "init", callback: (user: object | null) => void): void
    on(event: "login" | "logout", callback: () => void): void
  }
  export default netlifyIdentity
}
