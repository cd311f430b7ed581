// What the contact form needs only once a visitor uses it, in one chunk (./loadMailSender.ts).
export { sendInTime } from "../../lib/contact/mailer"
export { checkLengths } from "../../lib/contact/limits"
export { rememberUnconfirmed, wasUnconfirmed } from "../../lib/contact/unconfirmed"
export { Recaptcha } from "./Recaptcha"
export { ResendDialog } from "./ResendDialog"
export { UnconfirmedNotice } from "./UnconfirmedNotice"
export { nameFromAddress } from "../../lib/contact/regarding"
