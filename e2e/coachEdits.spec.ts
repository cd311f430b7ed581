import { readFileSync } from "node:fs"
import { RESOURCE_LISTS } from "../src/model/resourceLists"
import { listPath } from "../src/model/addresses"
import { listOf, type Content } from "../src/test/content"
import {
  articleBold,
  articleList,
  articleSource,
  coachEmail,
  heroImageAlt,
  heroTitle,
  newArticle,
  newBook,
  testimonialTitle,
} from "./coachEdits"
import { asVisitorsBrowser } from "./mail-server"
import { recaptchaFor } from "./providers"
import { MAIL_ORIGIN } from "./sites"
import { expect, test } from "./test"
import { visit } from "./visit"

// Runs in the edited-content project only: proof that the build under test really carries the coach's
// edits (e2e/coachEdits.ts), so the other specs passing there means they survive them.
const original: Content = JSON.parse(readFileSync("data/content.json", "utf8"))

test.use({ viewport: { width: 1280, height: 900 } })

test("the one page shows the reworded hero with its new picture, described anew, the retitled testimonial, the new article with its bold text and its list, and, when a message cannot be sent, the coach's email as a mailto: link", async ({
  page,
  context,
  site,
}) => {
  await asVisitorsBrowser(context)
  const tick = await recaptchaFor(page, site)
  // No network to the mail provider: the send fails as it would offline.
  await page.route(`${MAIL_ORIGIN}/**`, (route) => route.abort("internetdisconnected"))
  await visit(page)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heroTitle)
  const hero = page.getByRole("img", { name: heroImageAlt, exact: true })
  await expect
    .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0)

  // Exactly: the other sections are named by the coach's headings, which may hold the word.
  const testimonials = page.getByRole("region", { name: "Testimonials", exact: true })
  await expect(testimonials.getByRole("heading", { level: 3 }).first()).toHaveText(testimonialTitle)

  const articles = page.getByRole("list", { name: "Articles" })
  await articles.getByRole("link", { name: newArticle.title, exact: true }).click()
  const details = page.getByRole("dialog", { name: "Resource Details" })
  await expect(details.getByRole("heading", { level: 3 })).toHaveText(newArticle.title)
  await expect(details.locator("strong")).toHaveText(articleBold)
  await expect(details.getByRole("listitem")).toHaveText(articleList)
  // Its source opens in a new tab, which is handed neither this page nor the address it came from.
  const source = details.getByRole("link", { name: articleSource.text, exact: true })
  await expect(source).toHaveAttribute("href", articleSource.href)
  await expect(source).toHaveAttribute("target", "_blank")
  await expect(source).toHaveAttribute("rel", "noopener noreferrer")
  await details.getByRole("button", { name: "Close" }).click()
  await expect(details).toBeHidden()

  // Each field by its whole label: getByLabel also reads the sections' labels, the coach's headings.
  await page.getByLabel("Name", { exact: true }).fill("Dana Whitfield")
  await page.getByLabel("Email", { exact: true }).fill("dana@example.org")
  await page.getByLabel("Message", { exact: true }).fill("Could we talk next week?")
  await tick()
  await page.getByRole("button", { name: "Send" }).click()
  const alert = page.getByRole("alert")
  await expect(alert).toContainText(
    "Sorry, there was a problem sending your message. Please try again.",
  )
  await expect(alert.getByRole("link", { name: coachEmail, exact: true })).toHaveAttribute(
    "href",
    `mailto:${coachEmail}`,
  )
})

test("the removed podcast is gone, and the new book, last of its list, shows its cover on its page", async ({
  page,
  request,
  content,
}) => {
  // One fewer than before (none where the coach had already emptied the list: nothing to remove).
  const podcasts = Math.max(listOf(original, "Podcasts").length - 1, 0)
  await visit(page)
  // The one page shows the first of them, as many as the coach asked for at most.
  await expect(page.getByRole("list", { name: "Podcasts" }).getByRole("link")).toHaveCount(
    Math.min(podcasts, content.ResourcesShown!),
  )
  // The list's own page has every item; an emptied list has no page.
  const podcastsPage = listPath(RESOURCE_LISTS.Podcasts.pages)
  if (podcasts === 0) expect((await request.get(podcastsPage)).status()).toBe(404)
  else {
    await visit(page, podcastsPage)
    await expect(page.getByRole("main").getByRole("list").getByRole("link")).toHaveCount(podcasts)
  }
  // The list's own page has every item, whatever the one page shows of it.
  await visit(page, listPath(RESOURCE_LISTS.Books.pages))
  await page.getByRole("main").getByRole("list").getByRole("link").last().click()
  const cover = page.getByRole("main").getByRole("img", { name: newBook.imagealt, exact: true })
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
    .toMatch(/\.avif$/)
})
