// Every page of every test build, read from its built file as a crawler reads it (no browser): one test
// per page, each a fraction of a second, so the suite's time per test stays the same as the coach writes.
// What a browser must show is tested on one resource of each list (resourcePages.spec.ts and others).
import { eventAddresses } from "../eventPages"
import { createHash } from "node:crypto"
import { readdirSync, readFileSync } from "node:fs"
import { gunzipSync } from "node:zlib"
import { HtmlValidate } from "html-validate"
import sharp from "sharp"
import type { CheerioAPI } from "cheerio"
import { readableDate } from "../../src/model/date"
import { sentenceCase } from "../../src/model/wording"
import { readingTime, TIMED_LISTS } from "../../src/model/readingTime"
import { relatedReading } from "../../src/model/related"
import { SEARCH_LIBRARY, SEARCH_PATH } from "../../src/siteConfig"
import { resourceLists } from "../../src/model/schema"
import {
  addressOf,
  builtContent,
  builtHtmlFiles,
  isBuilt,
  parseHtml,
  readableText,
  readBuilt,
} from "../builtSite"
import {
  listPages,
  resourcePages,
  shownOf,
  SITE_TITLE,
  SITE_URL,
  type ResourcePage,
} from "../resourcePages"
import { buildDayOf, sites, type SiteName } from "../sites"
import { expect, test } from "../test"

// What the issue fixes each list's page to be for search engines.
const SCHEMA_TYPES: Record<string, string> = {
  Articles: "Article",
  Podcasts: "PodcastSeries",
  Books: "Review",
}

let validator: HtmlValidate | undefined
// .htmlvalidate.json turns off long-title: html-validate counts a title's characters as written, so
// each '&amp;' or '&quot;' counted five or six (a 52-character title with quotes failed, grown-content
// --edits). How long a title reads is checked on every resource's page below, at 70 characters.
const htmlValidator = () =>
  (validator ??= new HtmlValidate(JSON.parse(readFileSync(".htmlvalidate.json", "utf8"))))

/** Gatsby's inline scripts, as the browser hashes them for script-src (their text, unparsed). */
const inlineScriptsOf = ($: CheerioAPI) =>
  $("script:not([src])")
    .filter((_, script) => $(script).attr("type") !== "application/ld+json")
    .map((_, script) => $(script).text())
    .get()

const sha256 = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`

/** The charset, the policy and the scripts at the head of a page, as the browser meets them. */
function expectCharsetThenPolicy(html: string, file: string) {
  // Browsers look for the charset in the first 1024 bytes only: parsed alone, they must declare it.
  const prescan = parseHtml(Buffer.from(html).subarray(0, 1024).toString("latin1"))
  expect(prescan("meta[charset]").attr("charset")?.toLowerCase()).toBe("utf-8")
  const $ = parseHtml(html)
  expect($("head").children().first().attr("charset")?.toLowerCase()).toBe("utf-8")
  // In document order, the policy comes before every script.
  const ordered = $('meta[http-equiv="Content-Security-Policy"], script')
  expect(ordered.first().is("meta")).toBe(true)
  expect($('meta[http-equiv="Content-Security-Policy"]')).toHaveLength(1)
  const policy = ordered.first().attr("content") ?? ""
  const inline = inlineScriptsOf($)
  // A page without inline scripts (a list's page, sent without Gatsby's) allows only the site's files;
  // the search page's library may compile WebAssembly besides.
  // A page that runs no script at all (an event's page) allows none.
  const wasm = file === `${SEARCH_PATH.slice(1)}index.html` ? " 'wasm-unsafe-eval'" : ""
  const runs = inline.length > 0 || $("script[src]").length > 0
  expect(policy).toMatch(
    !runs
      ? /^default-src 'self'; script-src 'none';/
      : inline.length
        ? new RegExp(`^default-src 'self'; script-src 'self'${wasm} 'sha256-`)
        : new RegExp(`^default-src 'self'; script-src 'self'${wasm};`),
  )
  // Its own scripts' hashes, and no other page's: a page's HTML does not grow with the site's pages.
  expect(policy.match(/'sha256-[^']+'/g)?.sort() ?? []).toEqual(
    [...new Set(inline.map(sha256))].sort(),
  )
}

/** The page shows the resource: its title as the one h1, every line of its text, a book's cover. */
function expectWholeResource($: CheerioAPI, resource: ResourcePage, site: SiteName) {
  const h1 = $("h1")
  expect(h1).toHaveLength(1)
  expect(readableText(h1.html() ?? "")).toBe(resource.title)
  const main = readableText($("main").html() ?? "")
  for (const line of resource.lines) expect(main).toContain(line)
  expectDate($("main time"), $, resource.item.date)
  // An article's or a book review's reading time, counted from its words; none for a podcast.
  const times = $("main p").filter((_, p) => /min read$/.test($(p).text()))
  if (TIMED_LISTS.includes(resource.list.name)) {
    expect(times.text()).toMatch(new RegExp(`${readingTime(resource.item.content)}$`))
  } else expect(times).toHaveLength(0)
  const { imageurl, imagealt } = resource.item
  if (imageurl) {
    const cover = $("main img").filter((_, img) => $(img).attr("alt") === imagealt)
    expect(cover, `a cover described "${imagealt}"`).toHaveLength(1)
    const sources = [
      cover.attr("src"),
      ...$("main picture source")
        .map((_, s) => $(s).attr("srcset"))
        .get(),
    ]
      .flatMap((list) => (list ?? "").split(","))
      .map((candidate) => candidate.trim().split(/\s+/)[0]!)
      .filter(Boolean)
    expect(sources.length).toBeGreaterThan(0)
    for (const source of sources) expect(isBuilt(site, source), source).toBe(true)
  }
}

/** Every link in its text to another site opens in a new tab without the opener or the referrer. */
function expectSafeOutboundLinks($: CheerioAPI) {
  $("main a[href]").each((_, link) => {
    const href = $(link).attr("href")!
    if (!/^https?:\/\//i.test(href) || href.startsWith(`${SITE_URL}/`)) return
    expect([$(link).attr("target"), $(link).attr("rel")], href).toEqual([
      "_blank",
      "noopener noreferrer",
    ])
  })
}

/** Its headings go down one level at a time from its h1. */
function expectHeadingOrder($: CheerioAPI) {
  const levels = $("h1, h2, h3, h4, h5, h6")
    .map((_, heading) => Number(heading.tagName.slice(1)))
    .get()
  expect(levels[0]).toBe(1)
  levels.slice(1).forEach((level, index) => {
    expect(level - levels[index]!, levels.join(" ")).toBeLessThanOrEqual(1)
  })
}

/** What search engines and link previews read: title, description, canonical address and cards. */
async function expectHeadTags($: CheerioAPI, resource: ResourcePage, site: SiteName) {
  const { path, title } = resource
  const meta = (selector: string) => $(selector).attr("content")
  const og = (property: string) => meta(`meta[property="og:${property}"]`)
  const twitter = (name: string) => meta(`meta[name="twitter:${name}"]`)
  const url = `${SITE_URL}${path}`

  // "<title> | <site>" in the cards; in the tab and search results as much as fits 70 characters.
  const full = `${title} | ${SITE_TITLE}`
  const documentTitle = $("title").text()
  if (full.length <= 70) expect(documentTitle).toBe(full)
  else if (title.length <= 70) expect(documentTitle).toBe(title)
  else {
    expect(documentTitle.length).toBeLessThanOrEqual(70)
    expect(title.startsWith(documentTitle.replace(/…$/, ""))).toBe(true)
  }
  // The first sentence of its text (cut, with an ellipsis, if long): what its page begins with.
  const description = meta('meta[name="description"]') ?? ""
  expect(description.length).toBeGreaterThan(0)
  expect(description.length).toBeLessThanOrEqual(160)
  expect(description).toMatch(/([.!?]["”’)]?|…)$|^[^.!?]*$/)
  expect(resource.lines.join(" ").startsWith(description.replace(/…$/, ""))).toBe(true)
  expect($('link[rel="canonical"]').attr("href")).toBe(url)

  expect(og("type")).toBe("article")
  expect(og("url")).toBe(url)
  expect(og("title")).toBe(full)
  expect(og("description")).toBe(description)
  expect(twitter("title")).toBe(full)
  expect(twitter("description")).toBe(description)
  const image = og("image") ?? ""
  expect(twitter("image")).toBe(image)
  // Its own card, drawn at build: a PNG of the size the tags state, at an address that changes with it.
  expect(image).toMatch(new RegExp(`^${SITE_URL}/cards/[0-9a-f]{16}\\.png$`))
  expect(og("image:alt")).toBe(`${sentenceCase(resource.list.item)}: ${title}. ${SITE_TITLE}`)
  expect(twitter("card")).toBe("summary_large_image")
  const file = new URL(image).pathname
  expect(isBuilt(site, file), file).toBe(true)
  const { format, width, height } = await sharp(`${sites[site].dir}${file}`).metadata()
  expect(format).toBe("png")
  expect([width, height]).toEqual([1200, 630])
  expect([String(width), String(height)]).toEqual([og("image:width"), og("image:height")])
}

/**
 * The page ends with its related reading as src/model/related.ts works it out from the published
 * content: up to three other pieces, never itself, each a page of the build.
 */
function expectRelated($: CheerioAPI, resource: ResourcePage, related: Map<string, string[]>) {
  const links = $('section[aria-labelledby="related-title"] a')
    .map((_, link) => $(link).attr("href"))
    .get()
  expect(links).toEqual(related.get(resource.path))
  expect(links.length).toBeLessThanOrEqual(3)
  expect(links).not.toContain(resource.path)
}

/** A dated item shows its day once, as people read it and as its datetime; an undated one shows none. */
function expectDate(times: ReturnType<CheerioAPI>, $: CheerioAPI, date: string | undefined) {
  if (!date) {
    expect(times).toHaveLength(0)
    return
  }
  expect(times).toHaveLength(1)
  expect(times.attr("datetime")).toBe(date)
  expect($(times).text()).toBe(readableDate(date))
}

/** The page describes the resource in JSON-LD of its kind, from its fields. */
function expectStructuredData($: CheerioAPI, resource: ResourcePage, site: SiteName) {
  const { list, item, path, title } = resource
  const { name: coachName, credential } = builtContent(site).Coach
  const blocks = $('script[type="application/ld+json"]')
  expect(blocks).toHaveLength(1)
  const data = JSON.parse(blocks.text())
  const url = `${SITE_URL}${path}`
  expect(data["@context"]).toBe("https://schema.org")
  expect(data["@type"]).toBe(SCHEMA_TYPES[list.name])
  expect(data.mainEntityOfPage).toBe(url)
  expect(data.description).toBe($('meta[name="description"]').attr("content"))
  if (data["@type"] === "PodcastSeries") {
    expect(data.name).toBe(title)
    // The series is somebody else's: the day of the coach's pick is not its publication date.
    expect(data).not.toHaveProperty("datePublished")
    return
  }
  if (item.date) expect(data.datePublished).toBe(item.date)
  else expect(data).not.toHaveProperty("datePublished")
  // The coach's own work: written by the coach, published by the business, at this address.
  expect(data.url).toBe(url)
  expect(data.author).toMatchObject({ "@type": "Person", jobTitle: credential })
  if (coachName) expect(data.author.name).toBe(coachName)
  else expect(data.author).not.toHaveProperty("name")
  expect(data.publisher).toMatchObject({ name: SITE_TITLE, url: `${SITE_URL}/` })
  if (data["@type"] === "Article") {
    expect(data.headline).toBe(title)
    return
  }
  expect(data.itemReviewed).toMatchObject({ "@type": "Book", name: item.bookTitle || title })
  const authors = (item.bookAuthor ?? "").split(",").map((name) => name.trim())
  expect(data.itemReviewed.author?.map((author: { name: string }) => author.name) ?? []).toEqual(
    authors.filter(Boolean),
  )
}

for (const site of Object.keys(sites) as SiteName[]) {
  test.describe(`${site} site`, () => {
    const files = builtHtmlFiles(site)

    test("its built pages are the one page, each list's and every article, podcast and book review's", () => {
      const content = builtContent(site)
      const pages = [...listPages(content), ...resourcePages(content)].map(
        ({ path }) => `${path.slice(1)}index.html`,
      )
      expect(files).toEqual(expect.arrayContaining(["index.html", ...pages]))
      expect(resourceLists().map(({ name, pages }) => [name, pages])).toEqual([
        ["Articles", "articles"],
        ["Podcasts", "podcasts"],
        ["Books", "book-reviews"],
      ])
    })

    for (const file of files) {
      test(`${addressOf(file)} is valid HTML (React's own style allowed: see .htmlvalidate.json)`, async () => {
        const report = await htmlValidator().validateString(readBuilt(site, file))
        const problems = report.results.flatMap((result) =>
          result.messages.map((message) => `${message.ruleId}: ${message.message}`),
        )
        expect(problems).toEqual([])
      })

      // The editor's page has a policy of its own, as a header (see site.spec.ts).
      if (file.startsWith("admin/")) continue
      test(`${addressOf(file)} declares its charset first, then the policy, before every script, naming the hash of each inline script`, () => {
        expectCharsetThenPolicy(readBuilt(site, file), file)
      })
    }

    const published = isBuilt(site, "index.html") ? resourcePages(builtContent(site)) : []
    const related = relatedReading(
      published.map(({ path, item }) => ({ key: path, title: item.title, text: item.content })),
    )

    test("the search page, without script, says search needs it and links every list", () => {
      const $ = parseHtml(readBuilt(site, `${SEARCH_PATH.slice(1)}index.html`))
      // What a browser without script shows of <noscript>: its content, parsed as HTML.
      expect(parseHtml($("main noscript").html() ?? "").text()).toBe(
        "Search needs JavaScript, which this browser has turned off.",
      )
      const links = $("main a")
        .map((_, link) => [[$(link).text(), $(link).attr("href")]])
        .get()
      expect(links).toEqual(
        listPages(builtContent(site)).map(({ list, path }) => [list.heading, path]),
      )
      expect($('meta[name="robots"]').attr("content")).toBe("noindex")
    })

    // With the lists' pages sent without script (below), what their HTML names is all they load: search
    // itself is then the search page's alone, which search.spec.ts checks of the pages that run script.
    test("no page but the search page names anything of search in its HTML", () => {
      expect(files.filter((file) => readBuilt(site, file).includes(SEARCH_LIBRARY))).toEqual([
        `${SEARCH_PATH.slice(1)}index.html`,
      ])
    })

    test("search indexes the one page, each list's page, every published piece's and every event's page, and nothing else", () => {
      const folder = `${sites[site].dir}${SEARCH_LIBRARY}fragment`
      // Each page's record: gzip of Pagefind's marker, then JSON.
      const urls = readdirSync(folder)
        .map((file) => gunzipSync(readFileSync(`${folder}/${file}`)).toString("utf8"))
        .map((text) => (JSON.parse(text.slice(text.indexOf("{"))) as { url: string }).url)
      const content = builtContent(site)
      expect(urls.sort()).toEqual(
        [
          "/",
          ...listPages(content).map(({ path }) => path),
          ...published.map(({ path }) => path),
          ...eventAddresses(content, site),
        ].sort(),
      )
    })

    test("each resource's share card is its own", () => {
      const cards = published.map(
        ({ path }) =>
          parseHtml(readBuilt(site, `${path.slice(1)}index.html`))(
            'meta[property="og:image"]',
          ).attr("content") ?? "",
      )
      expect(new Set(cards).size).toBe(published.length)
      const bytes = cards.map((card) => readFileSync(`${sites[site].dir}${new URL(card).pathname}`))
      expect(new Set(bytes.map((png) => createHash("sha256").update(png).digest("hex"))).size).toBe(
        published.length,
      )
    })

    // Found from content.json: a page missing from the build fails here rather than going unchecked.
    for (const resource of published) {
      test(`${resource.path} holds its ${resource.list.item} whole, safe links and headings in order, with its own head tags and JSON-LD`, async () => {
        const $ = parseHtml(readBuilt(site, `${resource.path.slice(1)}index.html`))
        expectWholeResource($, resource, site)
        expectSafeOutboundLinks($)
        expectHeadingOrder($)
        await expectHeadTags($, resource, site)
        expectStructuredData($, resource, site)
        expectRelated($, resource, related)
      })
    }

    // The one page carries what its lists show; each text comes from its own page's data when opened.
    test("the one page links to the first resources of each list, and to the list's page when there are more; its data holds no resource's text", () => {
      const $ = parseHtml(readBuilt(site, "index.html"))
      const pageData = JSON.parse(readBuilt(site, "page-data/index/page-data.json"))
      const content = builtContent(site)
      for (const { list, path, items } of listPages(content)) {
        const shown = shownOf(content, items)
        for (const item of items)
          expect($(`#${list.pages} a[href="${item.path}"]`)).toHaveLength(
            shown.includes(item) ? 1 : 0,
          )
        const all = $(`#${list.pages} a[href="${path}"]`)
        if (shown.length < items.length)
          expect(all.text()).toBe(`All ${list.plural} (${items.length})`)
        else expect(all).toHaveLength(0)
        const { shown: data } = pageData.result.data.content.shortLists[list.name]
        expect(data.map(({ slug }: { slug: string }) => slug)).toEqual(
          shown.map(({ path: itemPath }) => itemPath.split("/").at(-2)),
        )
        for (const item of data) expect(Object.keys(item).sort()).toEqual(["icon", "slug", "title"])
      }
    })

    for (const { list, path, items } of isBuilt(site, "index.html")
      ? listPages(builtContent(site))
      : []) {
      test(`${path} lists every ${list.item} in order, linked to its page, with its own head tags and JSON-LD`, () => {
        const $ = parseHtml(readBuilt(site, `${path.slice(1)}index.html`))
        expect($("h1").text()).toBe(list.heading)
        expect(
          $("main ul a")
            .map((_, link) => $(link).attr("href"))
            .get(),
        ).toEqual(items.map((item) => item.path))
        expect(
          $("main ul a")
            .map((_, link) =>
              readableText($(link).children("span").children().first().html() ?? ""),
            )
            .get(),
        ).toEqual(items.map((item) => item.title))
        $("main ul a").each((index, link) =>
          expectDate($(link).find("time"), $, items[index]!.item.date),
        )
        // Each item's reading time beside its date, for an article or a book review.
        expect(
          $("main ul a")
            .map(
              (_, link) =>
                $(link)
                  .text()
                  .match(/\d+ min read/)?.[0] ?? "none",
            )
            .get(),
        ).toEqual(
          items.map(({ item }) =>
            TIMED_LISTS.includes(list.name) ? readingTime(item.content) : "none",
          ),
        )
        expect($("title").text()).toBe(`${list.heading} | ${SITE_TITLE}`)
        expect($('link[rel="canonical"]').attr("href")).toBe(`${SITE_URL}${path}`)
        const description = $('meta[name="description"]').attr("content") ?? ""
        const named = items.length === 1 ? list.item : list.plural
        expect(description).toMatch(new RegExp(`^All ${items.length} ${named} from `))
        expect(description.length).toBeLessThanOrEqual(160)
        const data = JSON.parse($('script[type="application/ld+json"]').text())
        expect(data).toMatchObject({
          "@type": "CollectionPage",
          url: `${SITE_URL}${path}`,
          mainEntity: { "@type": "ItemList", numberOfItems: items.length },
        })
        expect(data.mainEntity.itemListElement.map(({ url }: { url: string }) => url)).toEqual(
          items.map((item) => `${SITE_URL}${item.path}`),
        )
      })
    }

    // A list's page is plain links and the menu's popover: it is sent without Gatsby's scripts. The one
    // page and the resources' pages (Copy link, Share, the form) keep theirs.
    test("the lists' pages run no script; the one page and the resources' pages load Gatsby's", () => {
      const content = builtContent(site)
      const scripts = (file: string) => {
        const $ = parseHtml(readBuilt(site, file))
        return $("script").filter((_, script) => $(script).attr("type") !== "application/ld+json")
          .length
      }
      for (const { path } of listPages(content))
        expect({ path, scripts: scripts(`${path.slice(1)}index.html`) }).toEqual({
          path,
          scripts: 0,
        })
      const [resource] = resourcePages(content)
      for (const file of ["index.html", `${resource!.path.slice(1)}index.html`])
        expect(scripts(file)).toBeGreaterThan(0)
    })

    test("each resource's own page data holds the text the dialog shows", () => {
      for (const { path } of resourcePages(builtContent(site))) {
        const { resource } = JSON.parse(readBuilt(site, `page-data${path}page-data.json`)).result
          .data
        expect(resource.content.length).toBeGreaterThan(0)
        expect(Object.keys(resource)).toEqual(
          expect.arrayContaining(["title", "plainTitle", "content", "imagealt", "imageurl"]),
        )
      }
    })

    test("the sitemap lists the one page, each list's, every resource's and every event's page, and nothing else", () => {
      const sitemap = readBuilt(site, "sitemap-0.xml")
      const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc)
      const content = builtContent(site)
      const pages = [
        ...[...listPages(content), ...resourcePages(content)].map(({ path }) => path),
        ...eventAddresses(content, site),
      ].map((path) => `${SITE_URL}${path}`)
      expect(listed.sort()).toEqual([`${SITE_URL}/`, ...pages].sort())
      // A resource's day is its page's lastmod (the sitemap writer makes it the day's start in UTC, a
      // W3C datetime); a page without one has none. A piece whose day is still to come on the build's
      // day has no page at all (e2e/built/publishing.spec.ts).
      const today = buildDayOf(site)
      const lastmods = Object.fromEntries(
        [...sitemap.matchAll(/<url>(.*?)<\/url>/gs)].map(([, entry]) => [
          /<loc>([^<]+)<\/loc>/.exec(entry!)?.[1],
          /<lastmod>([^<]+)<\/lastmod>/.exec(entry!)?.[1],
        ]),
      )
      for (const { path, item } of resourcePages(content))
        expect({ path, lastmod: lastmods[`${SITE_URL}${path}`] }).toEqual({
          path,
          lastmod: item.date && item.date <= today ? `${item.date}T00:00:00.000Z` : undefined,
        })
      for (const { path } of listPages(content))
        expect(lastmods[`${SITE_URL}${path}`]).toBeUndefined()
    })
  })
}
