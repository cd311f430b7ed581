// The build merges every CSS module into one stylesheet, in an order it works out from how the pages
// import them: no page may look different for that order. One page of each kind, as a phone and a
// desktop show it, with the one page's dialog open and search's results in.
import { readFileSync } from "node:fs"
import type { Page } from "@playwright/test"
import { orderDependence } from "./cascade"
import { eventAddresses } from "./eventPages"
import { rarestWord } from "./rareWord"
import { listPages, resourcePages } from "./resourcePages"
import { contentFile, publishedContent, siteUrl, type SiteName } from "./sites"
import { expect, test } from "./test"
import { visit } from "./visit"

const WIDTHS = [390, 1280]

/** One address of each kind of page the site has, with what to do there before looking. */
function pagesOf(site: SiteName) {
  const content = publishedContent(JSON.parse(readFileSync(contentFile(site), "utf8")), site)
  const resources = resourcePages(content)
  const resource = resources.find(({ item }) => item.imageurl) ?? resources[0]
  const [eventList, event] = eventAddresses(content, site)
  const word = resource ? rarestWord(content, site).word : undefined
  return [
    { path: "/", ready: openDialog },
    ...(word ? [{ path: `/search/?q=${encodeURIComponent(word)}`, ready: searched }] : []),
    ...[listPages(content)[0]?.path, resource?.path, eventList, event]
      .filter((path) => path !== undefined)
      .map((path) => ({ path, ready: async () => {} })),
  ]
}

async function openDialog(page: Page) {
  await page.locator("#resources").getByRole("list").getByRole("link").first().click()
  const dialog = page.getByRole("dialog", { name: "Resource Details" })
  await expect(dialog.getByRole("button", { name: "Copy link" })).toBeVisible()
}

async function searched(page: Page) {
  await expect(page.getByRole("list", { name: "Results" })).toBeVisible()
}

for (const site of ["main", "edited"] as const) {
  test(`${site} site: each kind of page looks the same whatever order the build gives its CSS modules`, async ({
    page,
  }) => {
    const pages = pagesOf(site)
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 })
      for (const { path, ready } of pages) {
        await visit(page, `${siteUrl(site)}${path}`)
        await ready(page)
        expect
          .soft(await page.evaluate(orderDependence), `${path} at ${width} px`)
          .toEqual({ unlayered: [], ties: [] })
      }
    }
  })
}
