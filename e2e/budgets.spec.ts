import { gzipSync } from "node:zlib"
import type { Page, Response } from "@playwright/test"
import { resourceLists } from "../src/model/schema"
import { listPages, samplePage } from "./resourcePages"
import { expect, test } from "./test"
import { visit } from "./visit"

// Size budgets for the first load on a mid-range phone (Lighthouse's mobile viewport). Sizes are what a
// CDN sends: gzip for text. They are deterministic for a given build, unlike timings (see npm run bench).
const KB = 1024
const BUDGET = {
  // From measurement, with room for the framework chunk's swing (docs/decisions/page-weight.md).
  firstLoadScriptsGzip: 103 * KB,
  heroImage: 60 * KB,
  htmlGzip: 30 * KB,
  requests: 20,
}

test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true })

type Loaded = { url: string; type: string; bytes: number; gzipBytes: number }

async function loadPage(page: Page, path = "/"): Promise<Loaded[]> {
  const responses: Response[] = []
  page.on("response", (response) => responses.push(response))
  await visit(page, path)
  await page.waitForLoadState("networkidle")
  return Promise.all(
    responses.map(async (response) => {
      const body = await response.body().catch(() => Buffer.alloc(0))
      return {
        url: response.url(),
        type: response.request().resourceType(),
        bytes: body.length,
        gzipBytes: gzipSync(body).length,
      }
    }),
  )
}

const total = (items: Loaded[], key: "bytes" | "gzipBytes") =>
  items.reduce((sum, item) => sum + item[key], 0)

test(`first-load JavaScript is at most ${BUDGET.firstLoadScriptsGzip / KB} KB gzip, without the mail library`, async ({
  page,
}) => {
  const scripts = (await loadPage(page)).filter((item) => item.type === "script")
  expect(scripts.map((script) => script.url).filter((url) => /emailjs/.test(url))).toEqual([])
  // The measured figure, for setting the budget again from measurement (.reports/e2e.json).
  test.info().annotations.push({ type: "bytes", description: String(total(scripts, "gzipBytes")) })
  expect(total(scripts, "gzipBytes")).toBeLessThanOrEqual(BUDGET.firstLoadScriptsGzip)
})

test(`the hero image delivered to a 412 px phone is at most ${BUDGET.heroImage / KB} KB`, async ({
  page,
  content,
}) => {
  const loaded = await loadPage(page)
  const hero = await page
    .getByRole("img", { name: content.HeroSection.imagealt, exact: true })
    .evaluate((img: HTMLImageElement) => img.currentSrc)
  const delivered = loaded.find((item) => item.url === hero)
  expect(hero).toMatch(/\.avif$/)
  expect(delivered?.bytes).toBeGreaterThan(0)
  expect(delivered!.bytes).toBeLessThanOrEqual(BUDGET.heroImage)
})

test(`the HTML is at most ${BUDGET.htmlGzip / KB} KB gzip`, async ({ page }) => {
  const html = (await loadPage(page)).filter((item) => item.type === "document")
  expect(html).toHaveLength(1)
  expect(html[0]!.gzipBytes).toBeLessThanOrEqual(BUDGET.htmlGzip)
})

test(`the first load makes at most ${BUDGET.requests} requests, all to the site itself`, async ({
  page,
}) => {
  const loaded = await loadPage(page)
  expect(loaded.length).toBeLessThanOrEqual(BUDGET.requests)
  const origin = new URL(page.url()).origin
  expect(loaded.filter((item) => !item.url.startsWith(origin)).map((item) => item.url)).toEqual([])
})

/** A page other than the one page keeps the same budgets: JavaScript, HTML, requests, all to the site. */
async function expectWithinBudgets(page: Page, path: string) {
  const loaded = await loadPage(page, path)
  const scripts = loaded.filter((item) => item.type === "script")
  expect(total(scripts, "gzipBytes")).toBeLessThanOrEqual(BUDGET.firstLoadScriptsGzip)
  const html = loaded.filter((item) => item.type === "document")
  expect(html).toHaveLength(1)
  expect(html[0]!.gzipBytes).toBeLessThanOrEqual(BUDGET.htmlGzip)
  expect(loaded.length).toBeLessThanOrEqual(BUDGET.requests)
  const origin = new URL(page.url()).origin
  expect(loaded.filter((item) => !item.url.startsWith(origin)).map((item) => item.url)).toEqual([])
  test.info().annotations.push({
    type: "measured",
    description: `${total(scripts, "gzipBytes")} B script gzip, ${html[0]!.gzipBytes} B HTML gzip, ${loaded.length} requests`,
  })
}

// Each list's pages are alike but for their text and a book's cover: one of each, the heaviest, measured.
for (const list of resourceLists()) {
  test(`${list.label}: one item's own page keeps the same budgets: JavaScript, HTML, requests, all to the site`, async ({
    page,
    content,
  }) => {
    await expectWithinBudgets(page, samplePage(content, list).path)
  })
}

// The list pages differ only in their items: the longest is measured.
test("the longest list's own page keeps the same budgets: JavaScript, HTML, requests, all to the site", async ({
  page,
  content,
}) => {
  const [longest] = listPages(content).sort((a, b) => b.items.length - a.items.length)
  await expectWithinBudgets(page, longest!.path)
})
