// The mail provider settings, fixed into the page at build time; gatsby-node reads the origin for the
// Content-Security-Policy.

export type MailConfig = {
  serviceId: string
  templateId: string
  publicKey: string
  /** Another API origin (a local test server, a proxy); the library's own when unset. */
  origin?: string
}

// Fixed into the page at build time (see .env.example). A build without them still works: a send then
// fails with the library's message in the console and the visitor sees the error notice.
export const mailConfig: MailConfig = {
  serviceId: process.env.GATSBY_EMAILJS_SERVICE_ID ?? "",
  templateId: process.env.GATSBY_EMAILJS_TEMPLATE_ID ?? "",
  publicKey: process.env.GATSBY_EMAILJS_PUBLIC_KEY ?? "",
  origin: process.env.GATSBY_EMAILJS_ORIGIN || undefined,
}

/** Where @emailjs/browser sends when no other origin is configured. */
export const DEFAULT_MAIL_ORIGIN = "https://api.emailjs.com"
