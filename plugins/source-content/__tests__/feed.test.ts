import { execFileSync } from "child_process"
import { createElement, type ReactElement } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { parse } from "gatsby/graphql"
import { testPluginOptionsSchema } from "gatsby-plugin-utils"
import { description, effectiveSlug, plainTitle } from "../../../src/model/resourceFields"
import { resourceLists, type ResourceListName } from "../../../src/model/schema"
import {
  FEED_RESOURCES_QUERY,
  FEED_SITE_QUERY,
  feedItems,
  feedPluginOptions,
  feedTitle,
  type FeedQueryResult,
  type FeedResource,
} from "../feed"

const SITE_URL = "https://coach.example"
const SITE = {
  title: "Becoming Your Best",
  description: "Coaching for leaders.",
  siteUrl: SITE_URL,
}

/** An item as the feed's query gives it: its derived fields made by the resolvers' own functions. */
function resource(title: string, date: string | null, text = `<p>About ${title}.</p>`) {
  const raw = { title, content: text }
  return {
    plainTitle: plainTitle(raw),
    slug: effectiveSlug(raw),
    description: description(raw),
    date,
  } satisfies FeedResource
}

const queried = (
  content: Partial<Record<ResourceListName, FeedResource[] | null>>,
): FeedQueryResult => ({ site: { siteMetadata: SITE }, content })

// What the plugin writes (gatsby-plugin-feed's onPostBuild), captured instead of written to public/.
jest.mock("fs-extra", () => ({
  pathExists: async () => true,
  mkdirp: async () => {},
  writeFile: jest.fn(async () => {}),
}))
type Written = jest.Mock<Promise<void>, [string, string]>

type FeedNode = {
  onPostBuild: (
    args: { graphql: (query: string) => Promise<{ data: object }>; reporter: object },
    options: object,
  ) => Promise<void>
  pluginOptionsSchema: Parameters<typeof testPluginOptionsSchema>[0]
}

/** The XML gatsby-plugin-feed writes for this content, and the file it writes it to. */
async function writtenFeed(result: FeedQueryResult) {
  const written = jest.requireMock<{ writeFile: Written }>("fs-extra").writeFile
  written.mockClear()
  const graphql = async (query: string) => ({
    data: query === FEED_SITE_QUERY ? { site: result.site } : { content: result.content },
  })
  const plugin = jest.requireActual<FeedNode>("gatsby-plugin-feed/gatsby-node")
  await plugin.onPostBuild(
    { graphql, reporter: { warn: jest.fn() } },
    feedPluginOptions(SITE.title),
  )
  expect(written).toHaveBeenCalledTimes(1)
  const [file, xml] = written.mock.calls[0]!
  const document = new DOMParser().parseFromString(xml, "application/xml")
  expect(document.getElementsByTagName("parsererror")).toHaveLength(0)
  return { file, xml, document }
}

const itemsOf = (document: Document) =>
  [...document.querySelectorAll("channel > item")].map((item) => ({
    title: item.querySelector("title")?.textContent,
    link: item.querySelector("link")?.textContent,
    guid: item.querySelector("guid")?.textContent,
    isPermaLink: item.querySelector("guid")?.getAttribute("isPermaLink"),
    pubDate: item.querySelector("pubDate")?.textContent ?? null,
    description: item.querySelector("description")?.textContent,
  }))

/** An item's description as a reader shows it: its HTML rendered. */
const shown = (html = "") => new DOMParser().parseFromString(html, "text/html").body

describe("the items", () => {
  const content = {
    Articles: [
      resource("Older article", "2026-03-14"),
      resource("Undated article", null),
      resource("Tied article", "2026-05-01"),
    ],
    Podcasts: [resource("Tied podcast", "2026-05-01"), resource("Undated podcast", null)],
    Books: [resource("Future review", "2031-01-05"), resource("Undated review", null)],
  }

  test("every item, the dated newest first (ties in the coach's order), then the undated in the coach's order", () => {
    expect(feedItems(queried(content)).map(({ title }) => title)).toEqual([
      "Future review",
      "Tied article",
      "Tied podcast",
      "Older article",
      "Undated article",
      "Undated podcast",
      "Undated review",
    ])
  })

  test("each links to its own page by its absolute address, and has a date only where the coach gave one", () => {
    const items = feedItems(queried(content))
    expect(items[0]).toEqual({
      title: "Future review",
      description: "About Future review.",
      url: `${SITE_URL}/book-reviews/future-review/`,
      date: "2031-01-05",
    })
    expect(items.find(({ title }) => title === "Undated podcast")).toEqual({
      title: "Undated podcast",
      description: "About Undated podcast.",
      url: `${SITE_URL}/podcasts/undated-podcast/`,
    })
  })

  test("a list left out or empty is no item, and no content is no item", () => {
    expect(feedItems(queried({ Podcasts: null, Books: [] }))).toEqual([])
    expect(feedItems({ site: { siteMetadata: SITE }, content: null })).toEqual([])
  })

  test("as written: guid the page's address as a permalink, pubDate only on dated items, a future date kept", async () => {
    const { file, document } = await writtenFeed(queried(content))
    expect(file.split("\\").join("/")).toBe("public/rss.xml")
    const items = itemsOf(document)
    expect(items.map(({ title }) => title)).toEqual(
      feedItems(queried(content)).map(({ title }) => title),
    )
    expect(items[0]).toEqual({
      title: "Future review",
      link: `${SITE_URL}/book-reviews/future-review/`,
      guid: `${SITE_URL}/book-reviews/future-review/`,
      isPermaLink: "true",
      pubDate: "Sun, 05 Jan 2031 00:00:00 GMT",
      description: "About Future review.",
    })
    expect(items.filter(({ pubDate }) => pubDate === null).map(({ title }) => title)).toEqual([
      "Undated article",
      "Undated podcast",
      "Undated review",
    ])
    for (const { link, guid } of items) expect(guid).toBe(link)
  })

  // Jest's process.env is its own copy, so the time zone is set for a process of its own.
  test("a date is the same day wherever the build runs", () => {
    const pubDate = (timeZone: string) =>
      execFileSync(
        process.execPath,
        [
          "-e",
          'const RSS = require("rss"); const feed = new RSS({}).item({ title: "A", date: process.argv[1] });' +
            "process.stdout.write(/<pubDate>(.*)<\\/pubDate>/.exec(feed.xml())[1])",
          "2026-03-14",
        ],
        { env: { ...process.env, TZ: timeZone }, encoding: "utf8" },
      )
    expect(pubDate("Pacific/Kiritimati")).toBe("Sat, 14 Mar 2026 00:00:00 GMT")
    expect(pubDate("Pacific/Pago_Pago")).toBe("Sat, 14 Mar 2026 00:00:00 GMT")
  })
})

describe("titles and descriptions come out as the text the coach wrote, whatever it holds", () => {
  test("a title with a line break and entities reads as its plain text", async () => {
    const book = resource("Leaders Eat Last<br>by Simon Sinek &amp; <em>friends</em>", null)
    // Escaped as HTML, as a description is: the & a reader renders is the coach's, not markup's.
    expect(feedItems(queried({ Books: [book] }))[0]?.title).toBe(
      "Leaders Eat Last by Simon Sinek &amp; friends",
    )
    const { document } = await writtenFeed(queried({ Books: [book] }))
    expect(shown(itemsOf(document)[0]?.title).textContent).toBe(
      "Leaders Eat Last by Simon Sinek & friends",
    )
  })

  test("markup in a title's text, an & and the end of a CDATA section stay text", async () => {
    const hostile = resource(
      "Ask &lt;script&gt;alert(1)&lt;/script&gt; ]]&gt; &amp; listen",
      "2026-01-01",
      "<p>Say ]]&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;mean&lt;/b&gt; it.</p>",
    )
    const title = "Ask <script>alert(1)</script> ]]> & listen"
    expect(hostile.plainTitle).toBe(title)
    const { xml, document } = await writtenFeed(queried({ Articles: [hostile] }))
    expect(document.getElementsByTagName("script")).toHaveLength(0)
    expect(document.getElementsByTagName("b")).toHaveLength(0)
    const [item] = itemsOf(document)
    // Readers render a title and a description as HTML.
    expect(shown(item?.title).textContent).toBe(title)
    expect(shown(item?.title).children).toHaveLength(0)
    const rendered = shown(item?.description)
    expect(rendered.textContent).toBe("Say ]]><script>alert(1)</script> & <b>mean</b> it.")
    expect(rendered.children).toHaveLength(0)
    expect(xml).not.toContain("<script>alert(1)</script> & <b>")
  })

  test("characters XML forbids, typed raw or as references, are left out: the feed stays well-formed", async () => {
    const item = resource(
      "Calm&#1; under \u001Fpressure\uFFFE",
      null,
      "<p>Breathe&#8;\u0002 first.</p>",
    )
    const { xml, document } = await writtenFeed(queried({ Articles: [item] }))
    // A malformed feed would not parse: itemsOf would find nothing.
    const [written] = itemsOf(document)
    expect(shown(written?.title).textContent).toBe("Calm under pressure")
    expect(shown(written?.description).textContent).toBe("Breathe first.")
    // eslint-disable-next-line no-control-regex -- the characters XML forbids are what this looks for
    expect(xml).not.toMatch(/[\u0001-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/)
  })

  test("a script in a title's HTML leaves nothing of it in the feed", async () => {
    const { xml, document } = await writtenFeed(
      queried({ Articles: [resource("<script>alert(1)</script>Real title", null)] }),
    )
    expect(shown(itemsOf(document)[0]?.title).textContent).toBe("Real title")
    expect(xml).not.toContain("alert(1)")
  })
})

describe("the channel and the plugin's options", () => {
  test("names the site and what it holds, links the site and itself, in English", async () => {
    const { document } = await writtenFeed(queried({}))
    const channel = document.querySelector("channel")!
    const child = (name: string) =>
      [...channel.children].find((element) => element.tagName === name)
    expect(child("title")?.textContent).toBe(
      "Becoming Your Best: articles, podcasts and book reviews",
    )
    expect(child("description")?.textContent).toBe(SITE.description)
    expect(child("link")?.textContent).toBe(`${SITE_URL}/`)
    expect(child("language")?.textContent).toBe("en")
    const self = child("atom:link")
    expect([self?.getAttribute("href"), self?.getAttribute("rel")]).toEqual([
      `${SITE_URL}/rss.xml`,
      "self",
    ])
  })

  test("the title lists every list's items in their own words", () => {
    const plurals = resourceLists().map(({ plural }) => plural)
    expect(feedTitle("Site")).toBe(`Site: ${plurals.slice(0, -1).join(", ")} and ${plurals.at(-1)}`)
  })

  test("the query asks every list for what the items need, and both queries are valid GraphQL", () => {
    for (const { name } of resourceLists()) {
      expect(FEED_RESOURCES_QUERY).toContain(`${name} { plainTitle slug description date }`)
    }
    expect(() => parse(FEED_RESOURCES_QUERY)).not.toThrow()
    expect(() => parse(FEED_SITE_QUERY)).not.toThrow()
  })

  test("the options pass the plugin's own schema", async () => {
    const { pluginOptionsSchema } = jest.requireActual<FeedNode>("gatsby-plugin-feed/gatsby-node")
    const result = await testPluginOptionsSchema(pluginOptionsSchema, feedPluginOptions(SITE.title))
    expect(result.errors).toEqual([])
    expect(result.isValid).toBe(true)
  })

  test("every page's head links the feed, under the feed's own title", () => {
    const { onRenderBody } = jest.requireActual<{
      onRenderBody: (
        args: { setHeadComponents: (components: ReactElement[]) => void; pathname: string },
        options: object,
      ) => void
    }>("gatsby-plugin-feed/gatsby-ssr")
    for (const pathname of ["/", "/articles/", "/articles/some-article/", "/404.html"]) {
      const head: ReactElement[] = []
      onRenderBody(
        { setHeadComponents: (components) => head.push(...components), pathname },
        feedPluginOptions(SITE.title),
      )
      expect(renderToStaticMarkup(createElement("head", null, ...head))).toBe(
        '<head><link rel="alternate" type="application/rss+xml" ' +
          'title="Becoming Your Best: articles, podcasts and book reviews" href="/rss.xml"/></head>',
      )
    }
  })
})
