// The one page as search engines, link previews and a browser's first parse read it: its built HTML, and
// the files its head names, for each test build. What only a browser can show of it is in page.spec.ts.
import sharp from "sharp"
import type { CheerioAPI } from "cheerio"
import { BOOKING_LABEL, NEWSLETTER_HEADING } from "../../src/model/schema"
import { listOf } from "../../src/test/content"
import { builtContent, builtHtmlFiles, isBuilt, parseHtml, readBuilt } from "../builtSite"
import { listPages, resourcePages, SITE_TITLE, SITE_URL } from "../resourcePages"
import { sites, type SiteName } from "../sites"
import { expect, test } from "../test"

const TITLE = `${SITE_TITLE} | Executive Leadership Coaching`
const THEME = "#1d3344"

/** A built file named by an address of the site, which may carry a query (?v=…) or the site's origin. */
const fileAt = (address: string) => new URL(address, SITE_URL).pathname

/** Width, height and format of a picture of the build. */
async function pictureOf(site: SiteName, address: string) {
  const { format, width, height } = await sharp(`${sites[site].dir}${fileAt(address)}`).metadata()
  return { format, width, height }
}

/**
 * A <picture> whose first choice is AVIF, every file it offers built: a browser that reads AVIF takes
 * it, the others the next source or the img.
 */
function expectAvifFirst($: CheerioAPI, img: ReturnType<CheerioAPI>, site: SiteName) {
  const picture = img.closest("picture")
  expect(picture.find("source").first().attr("type")).toBe("image/avif")
  const files = [
    img.attr("src"),
    ...picture
      .find("source")
      .map((_, source) => $(source).attr("srcset"))
      .get(),
  ]
    .flatMap((list) => (list ?? "").split(","))
    .map((candidate) => candidate.trim().split(/\s+/)[0]!)
    .filter(Boolean)
  expect(files.some((file) => file.endsWith(".avif"))).toBe(true)
  for (const file of files) expect(isBuilt(site, file), file).toBe(true)
}

for (const site of Object.keys(sites) as SiteName[]) {
  test.describe(`${site} site`, () => {
    const home = () => parseHtml(readBuilt(site, "index.html"))

    test("the head names the page, its description, canonical address, language and theme colour", () => {
      const $ = home()
      expect($("title").text()).toBe(TITLE)
      expect($("html").attr("lang")).toBe("en")
      expect($('meta[name="description"]').attr("content")).toMatch(/leadership/)
      expect($('link[rel="canonical"]').attr("href")).toBe(`${SITE_URL}/`)
      expect($('meta[name="theme-color"]').attr("content")).toBe(THEME)
    })

    test("every page's stylesheet styles each CSS module its markup names, server-only parts too", () => {
      for (const file of builtHtmlFiles(site)) {
        const $ = parseHtml(readBuilt(site, file))
        const css = $("style").text()
        const named = new Set(
          $("[class]")
            .map(
              (_, element) =>
                $(element)
                  .attr("class")!
                  .match(/\b[A-Za-z]+-module--/g) ?? [],
            )
            .get(),
        )
        const unstyled = [...named].filter((module) => !css.includes(`.${module}`))
        expect(unstyled, file).toEqual([])
      }
    })

    test("Open Graph and Twitter cards point at a 1200×630 JPEG the site serves", async () => {
      const $ = home()
      const og = (property: string) => $(`meta[property="og:${property}"]`).attr("content")
      expect(og("type")).toBe("website")
      expect(og("url")).toBe(`${SITE_URL}/`)
      expect(og("title")).toContain(SITE_TITLE)
      const image = og("image")!
      expect(image).toBe(`${SITE_URL}/social-card.jpg`)
      expect($('meta[name="twitter:card"]').attr("content")).toBe("summary_large_image")
      expect($('meta[name="twitter:image"]').attr("content")).toBe(image)
      expect([og("image:width"), og("image:height")]).toEqual(["1200", "630"])
      expect(await pictureOf(site, image)).toEqual({ format: "jpeg", width: 1200, height: 630 })
    })

    test("JSON-LD describes the coaching business, its coach, its services, and the call booked on the scheduling page when there is one", () => {
      const content = builtContent(site)
      const $ = home()
      const blocks = $('script[type="application/ld+json"]')
      expect(blocks).toHaveLength(1)
      const data = JSON.parse(blocks.text())
      expect(data["@context"]).toBe("https://schema.org")
      expect(data["@type"]).toBe("ProfessionalService")
      expect(data.name).toBe(SITE_TITLE)
      expect(data.url).toBe(`${SITE_URL}/`)
      // The coach, their credential and its certifying body are the Coach fields of content.json.
      const { name, credential, certifiedBy } = content.Coach
      expect(data.founder).toMatchObject({ "@type": "Person", jobTitle: credential })
      // Until the coach gives a name, the Person has none (never an empty or placeholder one).
      if (name) expect(data.founder.name).toBe(name)
      else expect(data.founder).not.toHaveProperty("name")
      expect(data.founder.hasCredential).toMatchObject({
        name: credential,
        recognizedBy: certifiedBy,
      })
      // The services are the hero's and the emotional intelligence section's.
      expect(
        data.makesOffer.map((offer: { itemOffered: { name: string } }) => offer.itemOffered.name),
      ).toEqual([content.HeroSection.title, content.Emotional.title])
      for (const offer of data.makesOffer) expect(offer.itemOffered["@type"]).toBe("Service")
      if (!content.Booking) expect(data).not.toHaveProperty("potentialAction")
      else
        expect(data.potentialAction).toEqual({
          "@type": "ReserveAction",
          name: content.Booking.label || BOOKING_LABEL,
          target: { "@type": "EntryPoint", urlTemplate: content.Booking.url },
        })
    })

    test("robots.txt points at the sitemap, whose index lists the page's sitemap", () => {
      expect(readBuilt(site, "robots.txt")).toContain(`Sitemap: ${SITE_URL}/sitemap-index.xml`)
      expect(readBuilt(site, "sitemap-index.xml")).toContain(`<loc>${SITE_URL}/sitemap-0.xml</loc>`)
      expect(readBuilt(site, "sitemap-0.xml")).toContain(`<loc>${SITE_URL}/</loc>`)
    })

    test("the manifest and the icons the head names are PNGs of one source image", async () => {
      const $ = home()
      const manifest = JSON.parse(readBuilt(site, fileAt($('link[rel="manifest"]').attr("href")!)))
      expect(manifest.short_name).toBe(SITE_TITLE)
      expect(manifest.theme_color).toBe(THEME)
      expect(manifest.icons.length).toBeGreaterThanOrEqual(4)
      const icons = [
        $('link[rel="icon"]').attr("href")!,
        ...$('link[rel="apple-touch-icon"]')
          .map((_, link) => $(link).attr("href"))
          .get(),
        ...manifest.icons.map(({ src }: { src: string }) => `/${src}`),
      ]
      // Each drawn from the same picture: the same version mark on every address.
      expect(new Set(icons.map((icon) => new URL(icon, SITE_URL).search)).size).toBe(1)
      for (const icon of icons) expect((await pictureOf(site, icon)).format, icon).toBe("png")
    })

    test("the hero's title is the page's one h1, over its picture offered as AVIF", () => {
      const content = builtContent(site)
      const $ = home()
      expect(
        $("h1")
          .map((_, h1) => $(h1).text())
          .get(),
      ).toEqual([content.HeroSection.title])
      const hero = $("main img").filter(
        (_, img) => $(img).attr("alt") === content.HeroSection.imagealt,
      )
      expect(hero).toHaveLength(1)
      expectAvifFirst($, hero, site)
    })

    test("sections come in the spec's order, between the header and the footer, the newsletter above the footer", () => {
      const content = builtContent(site)
      const $ = home()
      expect(
        $("#root")
          .children()
          .map((_, child) => child.tagName)
          .get(),
      ).toEqual(["a", "header", "main", ...(content.Newsletter ? ["aside"] : []), "footer"])
      const sections = $("main > section")
      expect(sections.first().find("h1")).toHaveLength(1)
      expect(
        sections
          .slice(1)
          .map((_, section) => $(section).attr("id"))
          .get(),
      ).toEqual([
        "about",
        "services",
        "unnamed",
        "emotional-intelligence",
        "testimonials",
        "resources",
        "contact",
      ])
    })

    // The spec's content has four; the coach's may have more or fewer, and each gets its card.
    test("one card per testimonial in the content, with its title and its portrait offered as AVIF", () => {
      const content = builtContent(site)
      const $ = home()
      const cards = $("#testimonials li")
      const testimonials = listOf(content, "Testimonials")
      expect(cards).toHaveLength(testimonials.length)
      testimonials.forEach((testimonial, index) => {
        const card = cards.eq(index)
        // The card's own title comes first: its quote, after it, may hold headings of its own.
        expect(card.find("h3").first().text()).toBe(testimonial.title)
        const portrait = card
          .find("img")
          .filter((_, img) => $(img).attr("alt") === testimonial.imagealt)
        expect(portrait).toHaveLength(1)
        expectAvifFirst($, portrait, site)
      })
    })

    test("every page that offers the newsletter has its form straight above the footer, with the coach's words", () => {
      const content = builtContent(site)
      const newsletter = content.Newsletter
      const offering = builtHtmlFiles(site).filter((file) => {
        const $ = parseHtml(readBuilt(site, file))
        const form = $(`form[action="${newsletter?.action}"]`)
        if (!newsletter || form.length === 0) return false
        const aside = form.closest("aside")
        expect(aside.next().is("footer"), file).toBe(true)
        expect(aside.parent().attr("id"), file).toBe("root")
        expect($(`#${aside.attr("aria-labelledby")}`).text(), file).toBe(
          newsletter.heading || NEWSLETTER_HEADING,
        )
        expect(aside.find("p").first().text(), file).toBe(newsletter.text)
        return true
      })
      // The one page, a list's page and a resource's page among them, where there is a newsletter.
      const [list] = listPages(content)
      const [resource] = resourcePages(content)
      const fileOf = ({ path }: { path: string }) => `${path.slice(1)}index.html`
      expect(offering).toEqual(
        newsletter ? expect.arrayContaining(["index.html", fileOf(list!), fileOf(resource!)]) : [],
      )
    })
  })
}
