/** The contact form's message box, which a link about an offer or an event fills in (./regarding.ts). */
export const MESSAGE_FIELD_ID = "contact-message"
