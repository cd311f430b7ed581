// Workshops and talks, as a visitor meets them in the edited copy (e2e/coachEdits.ts): the one page's
// block of the next three, the events page, and each event's own page, at a phone's width and a
// desktop's. Which events are to come is worked out from the build's content, day and time zone. What
// each page and list says of every event (its status, whether it is past, how to take part) is read from
// the built files (e2e/built/eventFiles.spec.ts).
import { expectNoViolations } from "./axe"
import { builtEvents } from "./eventPages"
import { expect, test } from "./test"

test("at 320 px and at 1280 px, the one page shows the next events to come, leading to the events page, and an event to come in another time zone says on its page when in that zone's words, where, and how to register", async ({
  page,
  site,
  content,
}) => {
  const { upcoming } = builtEvents(content, site)
  const event = upcoming.find((each) => each.timeZone && each.place && each.status === "scheduled")!
  const fits = async (width: number) =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    )
  for (const width of [320, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto("/")
    const block = page.getByRole("region", { name: "Workshops and talks" })
    await block.scrollIntoViewIfNeeded()
    const links = block.getByRole("list").getByRole("link")
    await expect(links).toHaveCount(Math.min(3, upcoming.length))
    for (const [index, each] of upcoming.slice(0, 3).entries()) {
      await expect(links.nth(index)).toHaveAttribute("href", each.path)
      await expect(links.nth(index)).toContainText(each.title)
      await expect(links.nth(index)).toContainText(each.when)
    }
    await block.getByRole("link", { name: "All workshops and talks" }).click()
    await expect(page.getByRole("heading", { name: "Workshops and talks", level: 1 })).toBeVisible()
    await fits(width)

    await page.goto(event.path)
    await expect(page.getByRole("heading", { name: event.title, level: 1 })).toBeVisible()
    await expect(page.getByText(event.when, { exact: true })).toBeVisible()
    await expect(page.getByText(event.place!.address)).toBeVisible()
    const register = page.getByRole("link", { name: "Register", exact: true })
    await expect(register).toHaveAttribute("href", event.register)
    const calendar = page.getByRole("link", { name: "Add to calendar (.ics)" })
    const response = await page.request.get((await calendar.getAttribute("href"))!)
    expect(response.headers()["content-type"]).toMatch(/^text\/calendar/)
    expect(await response.text()).toContain("BEGIN:VEVENT")
    await fits(width)
  }
})

test("registering through the contact form: the event is named in the message", async ({
  page,
  site,
  content,
}) => {
  const { upcoming } = builtEvents(content, site)
  const event = upcoming.find((each) => each.register === "contact" && each.status === "scheduled")!
  await page.goto(event.path)
  await page.getByRole("link", { name: "Register through the contact form" }).click()
  await expect(page).toHaveURL(/\/#contact$/)
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue(
    `Regarding: ${event.title}\n\n`,
  )
})

test("at 375 px, the events page and an event's own page meet WCAG as axe checks it", async ({
  page,
  site,
  content,
}) => {
  const { upcoming } = builtEvents(content, site)
  await page.setViewportSize({ width: 375, height: 740 })
  // Moved: it has the most to say (its status, its old date, a place and a joining link).
  const event = upcoming.find((each) => each.status === "moved") ?? upcoming[0]!
  for (const path of ["/events/", event.path]) {
    await page.goto(path)
    await expectNoViolations(page)
  }
})
