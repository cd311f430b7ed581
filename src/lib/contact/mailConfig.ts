export type MailConfig = {
  serviceId: string
  templateId: string
  publicKey: string
  origin?: string
}

// From .env.example's variables; without them a send fails with the library's message.
export const mailConfig: MailConfig = {
  serviceId: process.env.GATSBY_EMAILJS_SERVICE_ID ?? "",
  templateId: process.env.GATSBY_EMAILJS_TEMPLATE_ID ?? "",
  publicKey: process.env.GATSBY_EMAILJS_PUBLIC_KEY ?? "",
  origin: process.env.GATSBY_EMAILJS_ORIGIN || undefined,
}

export const DEFAULT_MAIL_ORIGIN = "https://api.emailjs.com"
