// The feed (/rss.xml) of every test build, read as readers' apps read it: parsed by feedparser, the
// Python library many of them are built on (Debian's python3-feedparser), not by our own code. What it
// must hold is derived from the content.json the site was built from.
import { spawnSync } from "node:child_process"
import { PICTURE_POLICY } from "../../plugins/security-headers/csp"
import { newestFirst } from "../../src/model/date"
import { description } from "../../src/model/resourceFields"
import { plainText } from "../../src/model/sanitize"
import { FEED_PATH } from "../../src/siteConfig"
import {
  addressOf,
  builtContent,
  builtHtmlFiles,
  isBuilt,
  parseHtml,
  readBuilt,
} from "../builtSite"
import { hostileBook } from "../hostileContent"
import { headersForPath, parseNetlifyHeaders } from "../netlify-headers.mjs"
import { resourcePages, SITE_URL, type ResourcePage } from "../resourcePages"
import { sites, type SiteName } from "../sites"
import { expect, test } from "../test"

type Entry = {
  title: string
  titleType: string
  link: string
  id: string
  published: string | null
  summary: string
}
type Parsed = { bozo: boolean; problem: string; version: string; entries: Entry[] }

// feedparser's own reading: whether the XML is well-formed (bozo), which format it found, and each
// entry's title and its type (text/html once it holds an escaped < or &), link, id, publication day
// (UTC, as YYYY-MM-DD) and description (HTML, as readers show it).
const READ_FEED = `
import json, sys, time, feedparser
feed = feedparser.parse(sys.stdin.buffer.read())
day = lambda entry: time.strftime("%Y-%m-%d", entry.published_parsed) if entry.get("published_parsed") else None
print(json.dumps({
  "bozo": bool(feed.bozo),
  "problem": str(feed.get("bozo_exception", "")),
  "version": feed.version,
  "entries": [{"title": e.title, "titleType": e.title_detail.type, "link": e.link, "id": e.id, "published": day(e), "summary": e.get("summary")} for e in feed.entries],
}))
`

function readFeed(xml: string): Parsed {
  const run = spawnSync("/usr/bin/python3", ["-c", READ_FEED], { input: xml, encoding: "utf8" })
  if (run.status !== 0) {
    throw new Error(
      `feedparser could not run (install Debian's python3-feedparser, as .ci/run does): ${run.stderr}`,
    )
  }
  return JSON.parse(run.stdout) as Parsed
}

/** The feed's order: dated items newest first, the undated after them in the coach's order. */
function inFeedOrder(pages: ResourcePage[]): ResourcePage[] {
  const dated = pages.filter(({ item }) => item.date)
  const undated = pages.filter(({ item }) => !item.date)
  return [...dated.sort((a, b) => newestFirst(a.item.date!, b.item.date!)), ...undated]
}

for (const site of Object.keys(sites) as SiteName[]) {
  test.describe(`${site} site`, () => {
    test("the feed is well-formed RSS 2.0 that lists every article, podcast and book review, dated ones newest first, each with its title, first sentence and day, linked to its built page", () => {
      const feed = readFeed(readBuilt(site, FEED_PATH.slice(1)))
      expect(feed.problem).toBe("")
      expect(feed.bozo).toBe(false)
      expect(feed.version).toBe("rss20")
      const expected = inFeedOrder(resourcePages(builtContent(site)))
      // The title and the description as a reader shows them: HTML rendered to text.
      const entries = feed.entries.map(({ summary, title, titleType, ...entry }) => ({
        ...entry,
        title: titleType === "text/html" ? parseHtml(title).root().text() : title,
        description: parseHtml(summary).root().text(),
      }))
      expect(entries).toEqual(
        expected.map(({ path, item }) => ({
          title: plainText(item.title),
          link: `${SITE_URL}${path}`,
          id: `${SITE_URL}${path}`,
          published: item.date || null,
          description: description(item),
        })),
      )
      for (const { path } of expected)
        expect(isBuilt(site, `${path.slice(1)}index.html`), path).toBe(true)
    })

    if (site === "edited")
      test("a title holding <, & and ]]> as text reaches a reader as that text, marked as HTML, with no element in it", () => {
        const title = plainText(hostileBook.title)
        expect(title).toMatch(/<b>.*]]> &/)
        const entry = readFeed(readBuilt(site, FEED_PATH.slice(1))).entries.find(
          (each) => parseHtml(each.title).root().text() === title,
        )
        expect(entry?.titleType).toBe("text/html")
        expect(parseHtml(entry!.title)("b")).toHaveLength(0)
      })

    test("every page names the feed in its head, for browsers and readers' apps", () => {
      for (const file of builtHtmlFiles(site).filter((name) => !name.startsWith("admin/"))) {
        const $ = parseHtml(readBuilt(site, file))
        const links = $('head link[rel="alternate"][type="application/rss+xml"]')
        expect({
          page: addressOf(file),
          feeds: links.map((_, link) => $(link).attr("href")).get(),
        }).toEqual({ page: addressOf(file), feeds: [FEED_PATH] })
      }
    })

    test("Netlify sends the feed as RSS, revalidated on every fetch so readers see new items at once, under a policy that runs nothing", async () => {
      const headers = headersForPath(
        await parseNetlifyHeaders(readBuilt(site, "_headers")),
        FEED_PATH,
      )
      expect(headers["content-type"]).toBe("application/rss+xml; charset=utf-8")
      expect(headers["cache-control"]).toBe("public, max-age=0, must-revalidate")
      expect(headers["x-content-type-options"]).toBe("nosniff")
      expect(headers["content-security-policy"]).toBe(PICTURE_POLICY)
    })
  })
}
