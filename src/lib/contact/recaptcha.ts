// reCAPTCHA v2's checkbox on the contact form, on when the build is given a site key: the key, checked
// where it is read, and what a page's policy must allow for it. The box itself comes with the mail
// library, on first use of the form (./challenge.ts).
import { refused, settingFrom, type Env } from "../../model/settings"

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

/** The site key GATSBY_RECAPTCHA_SITE_KEY gives: undefined when empty; any other shape throws. */
export const recaptchaSiteKeyFrom = (env: Env) =>
  settingFrom(env, "GATSBY_RECAPTCHA_SITE_KEY", {
    expected: `a reCAPTCHA v2 site key (40 letters, digits, "-" or "_"), or empty for a form without reCAPTCHA`,
    read: (value) => (SITE_KEY.test(value) ? value : refused()),
  })

/**
 * The site key fixed into the page at build time, checked as the build makes the page; a function, so
 * that merely importing this module never throws. The browser's script takes the key unchecked: webpack
 * fixes BUILD_STAGE and drops the branch not taken (e2e/contact.spec.ts fails if it stops), and it
 * replaces process.env.GATSBY_… only where named in full.
 */
export const recaptchaSiteKey = () =>
  process.env.BUILD_STAGE === "build-javascript"
    ? process.env.GATSBY_RECAPTCHA_SITE_KEY || undefined
    : recaptchaSiteKeyFrom({ GATSBY_RECAPTCHA_SITE_KEY: process.env.GATSBY_RECAPTCHA_SITE_KEY })
