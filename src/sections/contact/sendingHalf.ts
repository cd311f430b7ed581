// The contact form's code for once a visitor uses it (./loadSendingHalf.ts): the mail library, the length
// limits, and what follows a send with no answer in time (the warning, its memory across a reload, the
// question before sending again).
export { sendInTime } from "../../lib/contact/mailer"
export { checkLengths } from "../../lib/contact/limits"
export { rememberUnconfirmed, wasUnconfirmed } from "../../lib/contact/unconfirmed"
export { ResendDialog } from "./ResendDialog"
export { UnconfirmedNotice } from "./UnconfirmedNotice"
