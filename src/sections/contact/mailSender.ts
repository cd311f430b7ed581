// The contact form's code for once a visitor uses it (./loadMailSender.ts): the mail library, the length
// limits, what follows a send with no answer in time (the notice, its memory across a reload, the
// question before sending again), reCAPTCHA's box when the build has a key, and naming what a link to
// the form was about.
export { sendInTime } from "../../lib/contact/mailer"
export { checkLengths } from "../../lib/contact/limits"
export { rememberUnconfirmed, wasUnconfirmed } from "../../lib/contact/unconfirmed"
export { Recaptcha } from "./Recaptcha"
export { ResendDialog } from "./ResendDialog"
export { UnconfirmedNotice } from "./UnconfirmedNotice"
export { nameFromAddress } from "../../lib/contact/regarding"
