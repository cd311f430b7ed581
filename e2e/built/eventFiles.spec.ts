// Offers and events as crawlers, hosts and calendar apps read them: the built files, no browser. The
// edited copy sets both (e2e/coachEdits.ts): two upcoming events, one moved, one cancelled, one that
// ended the evening before the edited build's day (upcoming on the early build's), and a draft. The
// main build sets neither, and must be exactly as before.
import { readdirSync, readFileSync, statSync } from "node:fs"
import path from "node:path"
import { calendarUid } from "../../plugins/event-pages/calendarFile"
import { readCalendar } from "../../src/test/calendarReader"
import { OFFERS_HEADING } from "../../src/model/schema"
import { events } from "../coachEdits"
import { builtEvents, type BuiltEvent } from "../eventPages"
import { builtContent, isBuilt, parseHtml, readableText, readBuilt } from "../builtSite"
import { SITE_URL } from "../resourcePages"
import { sites, type SiteName } from "../sites"
import { expect, test } from "../test"

/** Text as an HTML parser or a calendar app gives it back: every line end a line feed. */
const lineFeeds = (text: string) => text.replace(/\r\n?/g, "\n")

const pageFile = (event: { slug: string }) => `events/${event.slug}/index.html`
const calendarPath = (event: { slug: string }) => `events/${event.slug}.ics`

/** The JSON-LD blocks of a built page. */
const jsonLd = (html: string) => {
  const $ = parseHtml(html)
  return $('script[type="application/ld+json"]')
    .toArray()
    .map((script) => JSON.parse($(script).text()))
}

/** Every file of a build a browser, a reader's app or a crawler can fetch as text, with its text. */
function textFiles(site: SiteName) {
  const dir = sites[site].dir
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(html|json|xml|txt|js|ics)$/.test(file))
    .filter((file) => statSync(path.join(dir, file)).isFile())
    .map((file) => ({
      file: file.split(path.sep).join("/"),
      text: readFileSync(path.join(dir, file), "utf8"),
    }))
}

for (const site of Object.keys(sites) as SiteName[]) {
  const offers = builtContent(site).Offers?.items ?? []
  if (offers.length === 0) {
    test(`${site}: without offers, My services and the business's structured data are as they were`, () => {
      const home = readBuilt(site, "index.html")
      expect(parseHtml(home)("#services li h4")).toHaveLength(0)
      expect(home).not.toContain(OFFERS_HEADING)
      expect(home).not.toContain("OfferCatalog")
    })
    continue
  }
  test(`${site}: My services ends with a card per offer, in the coach's order, and search engines get an OfferCatalog`, () => {
    const $ = parseHtml(readBuilt(site, "index.html"))
    const services = $("#services")
    expect(services.find("h3").last().text()).toBe(OFFERS_HEADING)
    expect(
      services
        .find("li h4")
        .toArray()
        .map((name) => $(name).text()),
    ).toEqual(offers.map((offer) => offer.title))
    // Each card's one button leads where the coach said: the scheduling page, the form, or an address.
    const booking = builtContent(site).Booking?.url
    expect(
      services
        .find("li:has(h4)")
        .toArray()
        .map((card) =>
          $(card)
            .find("a")
            .map((_, link) => $(link).attr("href"))
            .get(),
        ),
    ).toEqual(
      offers.map(({ action, title }) => [
        action === "booking"
          ? booking
          : action === "contact"
            ? `/?regarding=${encodeURIComponent(title)}#contact`
            : action,
      ]),
    )
    const business = jsonLd(readBuilt(site, "index.html")).find(
      (block) => block["@type"] === "ProfessionalService",
    )
    const catalog = business.hasOfferCatalog
    expect(catalog).toMatchObject({ "@type": "OfferCatalog", name: OFFERS_HEADING })
    expect(catalog.itemListElement).toHaveLength(offers.length)
    offers.forEach((offer, index) => {
      const listed = catalog.itemListElement[index]
      expect(listed.itemOffered.name).toBe(offer.title)
      // A machine-readable price only where the coach gives an amount and a currency.
      if (offer.amount !== undefined && offer.currency) {
        expect(listed).toMatchObject({ price: String(offer.amount), priceCurrency: offer.currency })
      } else expect(listed).not.toHaveProperty("price")
    })
  })
}

for (const site of Object.keys(sites) as SiteName[]) {
  const { upcoming, past } = builtEvents(builtContent(site), site)
  const all = [...upcoming, ...past]
  if (all.length === 0) {
    test(`${site}: without events, no events page, block or calendar file`, () => {
      expect(isBuilt(site, "events/index.html")).toBe(false)
      expect(readBuilt(site, "index.html")).not.toContain("Workshops and talks")
      expect(readBuilt(site, "sitemap-0.xml")).not.toContain("/events/")
    })
    continue
  }
  test.describe(`${site} build`, () => {
    test("the events page lists what is to come soonest first, then what is past, most recent first", () => {
      const $ = parseHtml(readBuilt(site, "events/index.html"))
      const listed = (title: string) =>
        $(`ul[aria-labelledby="${title}"] a`)
          .toArray()
          .map((link) => $(link).attr("href"))
      expect(listed("upcoming-title")).toEqual(upcoming.map((event) => event.path))
      expect(listed("past-title")).toEqual(past.map((event) => event.path))
      for (const event of all.filter(({ status }) => status !== "scheduled")) {
        const item = readableText($(`a[href="${event.path}"]`).html()!)
        expect(item).toContain(event.status === "cancelled" ? "Cancelled" : "Moved to a new date")
      }
    })

    test("the one page shows the next three events to come, soonest first, and leads to all of them", () => {
      const $ = parseHtml(readBuilt(site, "index.html"))
      const block = $('section[aria-labelledby="events-title"]')
      // Only while there is an event to come.
      expect(block).toHaveLength(upcoming.length > 0 ? 1 : 0)
      if (upcoming.length === 0) return
      expect(block.find("h2").text()).toBe("Workshops and talks")
      expect(
        block
          .find("li a")
          .toArray()
          .map((link) => $(link).attr("href")),
      ).toEqual(upcoming.slice(0, 3).map((event) => event.path))
      expect(block.find('a[href="/events/"]').text()).toBe("All workshops and talks")
    })

    test("the draft is built nowhere: no page, list, sitemap, search index or calendar", () => {
      const marks = [events.draft.title, "Dates and place still to be settled"]
      expect(
        textFiles(site).filter(({ text }) => marks.some((mark) => text.includes(mark))),
      ).toEqual([])
    })

    test("every event's page and the list are in the sitemap", () => {
      const sitemap = readBuilt(site, "sitemap-0.xml")
      for (const address of ["/events/", ...all.map((event) => event.path)])
        expect(sitemap).toContain(`<loc>${SITE_URL}${address}</loc>`)
    })

    test("a joining address is on the own pages and calendar files of the events it is for, nowhere else", () => {
      for (const address of new Set(all.flatMap((event) => event.online ?? []))) {
        const own = all
          .filter((event) => event.online === address)
          .flatMap((event) => [
            pageFile(event),
            `page-data/events/${event.slug}/page-data.json`,
            calendarPath(event),
          ])
        const holding = textFiles(site)
          .filter(({ text }) => text.includes(address))
          .map(({ file }) => file)
        expect(holding.filter((file) => !own.includes(file))).toEqual([])
      }
    })

    test("only an upcoming event has a calendar file", () => {
      for (const event of upcoming) expect(isBuilt(site, calendarPath(event))).toBe(true)
      for (const event of past) expect(isBuilt(site, calendarPath(event))).toBe(false)
    })

    for (const event of all) {
      test(`${event.slug}: its page says when, where and what became of it, and how to take part while it is to come`, () => {
        const html = readBuilt(site, pageFile(event))
        const $ = parseHtml(html)
        expect($("h1").text()).toBe(lineFeeds(event.title))
        expect($("main time").attr("datetime")).toBe(event.startDate)
        expect($("main time").text()).toBe(event.when)
        const main = readableText($("main").html()!)
        if (event.place) expect(main).toContain(event.place.address)
        if (event.status === "cancelled")
          expect(main).toContain("Cancelled. This event will not take place.")
        if (event.status === "moved")
          expect(main).toContain(`It was to start ${event.previousWhen}.`)
        const open = event.upcoming && event.status !== "cancelled"
        const register = $("main a[href]").filter((_, link) =>
          $(link).text().startsWith("Register"),
        )
        expect(register).toHaveLength(open ? 1 : 0)
        expect($(`main a[href="${event.online}"]`)).toHaveLength(open && event.online ? 1 : 0)
        if (!event.upcoming) expect(main).toContain("This event has taken place.")
        expect($(`a[href="/${calendarPath(event)}"][download]`)).toHaveLength(
          event.upcoming ? 1 : 0,
        )
      })

      test(`${event.slug}: its structured data is an Event with its instants, status, place and registration`, () => {
        const data = jsonLd(readBuilt(site, pageFile(event))).find(
          (block) => block["@type"] === "Event",
        )
        expect(data).toMatchObject({
          name: event.title,
          startDate: event.startDate,
          endDate: event.endDate,
          eventStatus: `https://schema.org/${{ scheduled: "EventScheduled", cancelled: "EventCancelled", moved: "EventRescheduled" }[event.status]}`,
          url: `${SITE_URL}${event.path}`,
        })
        // The offset is the zone's on that day: what the instant says, read back.
        expect(new Date(data.startDate).getTime()).toBe(event.startInstant.getTime())
        if (event.status === "moved") expect(data.previousStartDate).toBe(event.previousStartDate)
        else expect(data).not.toHaveProperty("previousStartDate")
        const mode = event.place && event.online ? "Mixed" : event.place ? "Offline" : "Online"
        expect(data.eventAttendanceMode).toBe(`https://schema.org/${mode}EventAttendanceMode`)
        expect(data.offers.url).toBe(
          event.register === "contact" ? `${SITE_URL}/#contact` : event.register,
        )
      })
    }

    for (const event of upcoming) {
      test(`${event.slug}: its calendar file is one event at the right instants, as a calendar app reads it`, () => {
        const { events: read } = readCalendar(readBuilt(site, calendarPath(event)))
        expect(read).toHaveLength(1)
        const [one] = read as [NonNullable<(typeof read)[number]>]
        expect(one.UID).toBe(calendarUid(event.slug, SITE_URL))
        expect(one.DTSTART).toBe(event.startInstant.toISOString().replace(".000Z", "+00:00"))
        expect(one.DTEND).toBe(event.endInstant.toISOString().replace(".000Z", "+00:00"))
        const title = lineFeeds(event.title)
        expect(one.SUMMARY).toBe(event.status === "cancelled" ? `Cancelled: ${title}` : title)
        expect(one.STATUS).toBe(event.status === "cancelled" ? "CANCELLED" : "CONFIRMED")
        expect(one.URL).toBe(`${SITE_URL}${event.path}`)
        if (event.place) expect(one.LOCATION).toContain(event.place.address)
      })
    }
  })
}

test("the evening's event is upcoming on the day it ends and past the day after, and keeps its calendar identity", () => {
  const slug = (builtEvents(builtContent("early"), "early").upcoming as BuiltEvent[]).find(
    (event) => event.title === events.lastNight.title,
  )?.slug
  expect(slug).toBeDefined()
  expect(isBuilt("early", `events/${slug}.ics`)).toBe(true)
  expect(isBuilt("edited", `events/${slug}.ics`)).toBe(false)
  const cancelled = builtEvents(builtContent("edited"), "edited").upcoming.find(
    (event) => event.status === "cancelled",
  )!
  const uid = (site: SiteName) =>
    readCalendar(readBuilt(site, calendarPath(cancelled))).events[0]!.UID
  expect(uid("edited")).toBe(uid("early"))
})

for (const site of Object.keys(sites) as SiteName[]) {
  const content = builtContent(site)
  const hosts = new Set(
    [
      ...(content.Offers?.items ?? []).map((offer) => offer.action),
      ...(content.Events ?? []).flatMap((event) => [event.register, event.online ?? ""]),
    ]
      .filter((address) => address.startsWith("https://"))
      .map((address) => new URL(address).host),
  )
  if (hosts.size === 0) continue
  test(`${site}: no policy names a payment, registration or meeting host: they are plain links`, () => {
    const policies = [
      readBuilt(site, "_headers"),
      ...textFiles(site)
        .filter(({ file }) => file.endsWith(".html"))
        .map(
          ({ text }) =>
            parseHtml(text)('meta[http-equiv="Content-Security-Policy"]').attr("content") ?? "",
        ),
    ]
    for (const host of hosts) {
      expect(policies.filter((policy) => policy.includes(host))).toEqual([])
    }
  })
}
