import { readFileSync } from "node:fs"
import { test as base } from "@playwright/test"
import type { Content } from "../src/test/content"
import { contentFile, publishedContent, siteUrl, type SiteName } from "./sites"

export type SiteOptions = {
  /** The built site under test (e2e/sites.ts); a project's `use` chooses it. */
  site: SiteName
}

type SiteFixtures = SiteOptions & {
  /**
   * The content.json the site under test was built from, as the site shows it (drafts and pieces still
   * to come left out): every fact the coach may change comes from here.
   */
  content: Content
}

/** Playwright's `test`, aimed at one built site: `baseURL` is its address, `content` its content. */
export const test = base.extend<Record<never, never>, SiteFixtures>({
  site: ["main", { scope: "worker", option: true }],
  content: [
    async ({ site }, use) =>
      use(publishedContent(JSON.parse(readFileSync(contentFile(site), "utf8")), site)),
    { scope: "worker" },
  ],
  baseURL: async ({ site }, use) => use(siteUrl(site)),
})

export { expect } from "@playwright/test"
