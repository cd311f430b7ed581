import type { Page } from "@playwright/test"
import { listPages } from "./resourcePages"
import { asVisitorsBrowser } from "./mail-server"
import { recaptchaFor } from "./providers"
import { MAIL_ORIGIN } from "./sites"
import { expectNoViolations } from "./axe"
import { expect, test } from "./test"
import { scrollThrough, visit } from "./visit"

// Each field by its whole label: getByLabel also reads the sections' labels, their headings, which
// are the coach's words and may hold "Name" or "Message".
async function fillForm(page: Page, email: string) {
  await page.getByLabel("Name", { exact: true }).fill("Ana Souza")
  await page.getByLabel("Email", { exact: true }).fill(email)
  await page.getByLabel("Message", { exact: true }).fill("Hello")
}

for (const { viewport, tag } of [
  { viewport: { width: 375, height: 740 }, tag: [] },
  // What differs between the widths is the layout, not the words: the coach's edited copy is checked at
  // 375 px, where its words wrap the most, and the wide layout once, on the site as it is.
  { viewport: { width: 1280, height: 900 }, tag: ["@content-free"] },
]) {
  test.describe(`${viewport.width} px`, { tag }, () => {
    test.use({ viewport })

    // Each state a visitor can put the one page in, in turn on one visit: a state that changes one part
    // of the page is checked there, the rest being the initial page's, checked whole.
    test("the one page: initial, with the menu open where there is one, the Resource Details dialog open, the error notice, the success notice", async ({
      page,
      context,
      site,
    }) => {
      // It walks the whole one page, slow at ten times the content with one core busy: its limit is tripled.
      test.slow()
      // The mail provider cannot be reached at first, then answers: the send fails, then succeeds.
      let reachable = false
      await page.route(`${MAIL_ORIGIN}/**`, (route) =>
        reachable
          ? route.fulfill({
              status: 200,
              body: "OK",
              headers: { "access-control-allow-origin": "*" },
            })
          : route.abort("connectionrefused"),
      )
      await asVisitorsBrowser(context)
      const tick = await recaptchaFor(page, site)
      await visit(page)
      // Every entrance played and every lazy image loaded, as for a reader who has scrolled the page.
      await scrollThrough(page)
      await expectNoViolations(page)

      const toggle = page.getByRole("button", { name: "Toggle Menu" })
      if (await toggle.isVisible()) {
        await toggle.click()
        // By its whole name: the menu's links are the coach's words, another may begin with it.
        await expect(
          page
            .getByRole("navigation", { name: "Main" })
            .getByRole("link", { name: "About", exact: true }),
        ).toBeVisible()
        await expectNoViolations(page, "header")
        await toggle.click()
      }

      await page.getByRole("list", { name: "Book Reviews" }).getByRole("link").first().click()
      const dialog = page.getByRole("dialog", { name: "Resource Details" })
      await expect(dialog).toBeVisible()
      await expectNoViolations(page, "dialog")
      await page.keyboard.press("Escape")
      await expect(dialog).toBeHidden()

      await fillForm(page, "ana@example.org")
      await tick()
      await page.getByRole("button", { name: "Send" }).click()
      await expect(page.getByRole("alert")).toBeVisible()
      await expectNoViolations(page, "#contact")

      // Kept after the failure, the message is sent again.
      reachable = true
      await tick()
      await page.getByRole("button", { name: "Send" }).click()
      // The status that speaks: reCAPTCHA's box, where the build has one, has a line of its own.
      await expect(
        page.locator("#contact").getByRole("status").filter({ hasText: /\S/ }),
      ).toHaveText("Thanks! Your message has been sent.")
      await expectNoViolations(page, "#contact")
    })

    // One item's own page of each list (a book review with a cover, where there is one), and the longest
    // list's own page: the lists' pages differ only in their items.
    test("each list's item page, and the longest list's own page", async ({ page, content }) => {
      const lists = listPages(content)
      const [longest] = [...lists].sort((a, b) => b.items.length - a.items.length)
      const paths = [
        ...lists.map(({ items }) => (items.find(({ item }) => item.imageurl) ?? items[0]!).path),
        ...(longest ? [longest.path] : []),
      ]
      for (const path of paths) {
        await visit(page, path)
        await expectNoViolations(page)
      }
    })
  })
}
