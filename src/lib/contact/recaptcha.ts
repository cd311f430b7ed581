// reCAPTCHA v2's checkbox on the contact form, on when the build is given a site key: the key, checked
// where it is read, and what a page's policy must allow for it. The box itself comes with the mail
// library, on first use of the form (./challenge.ts).

/**
 * What reCAPTCHA v2 loads, by directive, as Google's reCAPTCHA FAQ lists it for a policy of hosts: its
 * script (api.js, which then loads its release from gstatic) and the frames of the box and the challenge.
 */
export const RECAPTCHA_SOURCES = {
  "script-src": ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"],
  "frame-src": ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"],
} as const

// Google's keys are 40 case-sensitive letters, digits, "-" and "_". Anything else (a quote, a space, a
// tag) is not a key, and must not reach the page's markup or its policy.
const SITE_KEY = /^[A-Za-z0-9_-]{40}$/

/** The site key a setting gives: undefined when empty; any other shape throws, naming the setting. */
export function recaptchaSiteKeyFrom(value: string | undefined): string | undefined {
  if (!value) return undefined
  if (SITE_KEY.test(value)) return value
  throw new Error(
    `GATSBY_RECAPTCHA_SITE_KEY must be a reCAPTCHA v2 site key (40 letters, digits, "-" or "_"), or be empty for a form without reCAPTCHA; it is ${JSON.stringify(value)}.`,
  )
}

/**
 * The site key fixed into the page at build time (.env.example), or undefined; checked as the build makes
 * the page, so a bad value stops the build there. The browser's script takes the key as the build left
 * it, without the check: BUILD_STAGE is Gatsby's name for the webpack build under way, and webpack drops
 * the branch not taken (e2e/contact.spec.ts fails if it stops). A function, not a constant: a module
 * that threw as it loaded would break whatever imports it (gatsby-config does), far from the cause.
 */
export const recaptchaSiteKey = () =>
  process.env.BUILD_STAGE === "build-javascript"
    ? process.env.GATSBY_RECAPTCHA_SITE_KEY || undefined
    : recaptchaSiteKeyFrom(process.env.GATSBY_RECAPTCHA_SITE_KEY)
