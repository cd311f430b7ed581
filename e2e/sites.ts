import { buildDayFrom, publishedOf } from "../src/model/publishing"
import { resourceLists } from "../src/model/schema"
import { coachEdits, newBookDate } from "./coachEdits"
import type { Content } from "../src/test/content"
import { backendOrigins, editorBackend } from "../plugins/decap-admin/backend"
import { adminPolicy } from "../plugins/security-headers/csp"
import { hostileEdits } from "./hostileContent"

// The builds the browser tests run against, and where they are served. All send mail to the local
// mail-provider stand-in (e2e/mail-server.ts), never to the real provider.
export const MAIL_PORT = 9200
export const MAIL_ORIGIN = `http://127.0.0.1:${MAIL_PORT}`

const TEST_MAIL_IDS = {
  GATSBY_EMAILJS_SERVICE_ID: "service_e2e",
  GATSBY_EMAILJS_TEMPLATE_ID: "template_e2e",
  GATSBY_EMAILJS_PUBLIC_KEY: "public_e2e",
  GATSBY_EMAILJS_ORIGIN: MAIL_ORIGIN,
}

/** The GitHub repository the edited copy's editor commits to: e2e/adminGithub.spec.ts stands in for it. */
export const GITHUB_REPO = "coach/becoming-your-best"
/** The clone's credentials Netlify puts in REPOSITORY_URL: nothing built may hold them. */
export const CLONE_TOKEN = "v1.clone-token-never-published"

/** The edited copy's reCAPTCHA site key: Google's shape, never sent to Google (e2e/recaptcha.spec.ts). */
export const RECAPTCHA_TEST_KEY = "6LcE2eTestKeyForTheEditedCopyOnly_000-00"

/**
 * The edited copy's settings: its editor on GitHub, through Netlify's REPOSITORY_URL, in London, and
 * reCAPTCHA's box on its contact form.
 */
const EDITED_ENV = {
  ...TEST_MAIL_IDS,
  GATSBY_RECAPTCHA_SITE_KEY: RECAPTCHA_TEST_KEY,
  DECAP_BACKEND: "",
  DECAP_REPO: "",
  DECAP_REPO_VISIBILITY: "",
  DECAP_BRANCH: "content",
  REPOSITORY_URL: `https://x-access-token:${CLONE_TOKEN}@github.com/${GITHUB_REPO}`,
  SOURCE_MAPS: "",
  SITE_TIME_ZONE: "Europe/London",
}

export const sites = {
  /**
   * The site as deployed, editor included, with (test) mail IDs and the editor signing in with Netlify
   * Identity (Git Gateway, named), whatever the developer's own environment says.
   */
  main: {
    dir: ".e2e/site",
    port: 9100,
    env: {
      ...TEST_MAIL_IDS,
      DECAP_BACKEND: "git-gateway",
      DECAP_REPO: "",
      DECAP_REPO_VISIBILITY: "",
      DECAP_BRANCH: "",
      REPOSITORY_URL: "",
      SOURCE_MAPS: "",
      // The form without reCAPTCHA, whatever a developer's shell says.
      GATSBY_RECAPTCHA_SITE_KEY: "",
      // Built on the machine's own day, in UTC: nothing of the project's content.json is dated later.
      SITE_TODAY: "",
      SITE_TIME_ZONE: "",
    },
  },
  /**
   * A copy of the site as the coach has edited it (e2e/coachEdits.ts), with hostile content beside it
   * (e2e/hostileContent.ts), built outside the project, its editor signing in with GitHub (the default)
   * to the repository Netlify says it builds from, credentials and all (REPOSITORY_URL). The editor's
   * script is the same as main's (its configuration is in its page), so its compile is a cache hit.
   */
  edited: {
    dir: ".e2e/site-edited",
    port: 9104,
    // On the day the coach's new book review is scheduled for: it is there, the draft is not.
    env: { ...EDITED_ENV, SITE_TODAY: newBookDate.iso },
    edit: (content: Content, site: string) => {
      coachEdits(content, site)
      hostileEdits(content, site)
    },
  },
  /**
   * The edited copy built again the day before the book review's day, on the edited build's
   * cache, as the daily build would be: the review, still to come, and the draft are nowhere. Its files
   * are read by the built tests; no browser test runs against it.
   */
  early: {
    dir: ".e2e/site-early",
    port: 9105,
    env: { ...EDITED_ENV, SITE_TODAY: newBookDate.dayBefore },
  },
} as const

export type SiteName = keyof typeof sites

/** The editor's Content-Security-Policy a site was built with, for the backend its build chose. */
export const adminPolicyOf = (site: SiteName) =>
  adminPolicy(backendOrigins(editorBackend(sites[site].env)))

export const siteUrl = (site: SiteName) => `http://127.0.0.1:${sites[site].port}`

/** The content.json a site was built from, kept beside the build for the tests to read. */
export const contentFile = (site: SiteName) => `${sites[site].dir}.content.json`

/** The day a site was built as (SITE_TODAY, else today in its time zone): what it publishes. */
export const buildDayOf = (site: SiteName) => buildDayFrom(sites[site].env)

/**
 * A site's content.json as the site shows it: each resource list without its drafts and the pieces
 * still to come on the site's build day (src/model/publishing.ts), which no page holds.
 */
export function publishedContent(content: Content, site: SiteName): Content {
  const today = buildDayOf(site)
  const published = { ...content }
  for (const { name } of resourceLists()) {
    const items = content[name]
    if (items) published[name] = publishedOf(items, today) ?? []
  }
  return published
}

/** The main site with its Content-Security-Policy delivered one way only (see security.spec.ts). */
export const policyOnly = {
  header: { dir: ".e2e/site-policy-header-only", port: 9102 },
  meta: { port: 9103 },
} as const
