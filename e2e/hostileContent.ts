// Hostile content the edited copy of the site is built with, beside the coach's edits (e2e/coachEdits.ts):
// an article whose HTML carries script, event handlers, a javascript: link and a frame, and a book review
// whose plain-text fields try to close the JSON-LD script they land in. hostile.spec.ts reads the build.
import fs from "node:fs"
import path from "node:path"
import type { EventContent, ResourceContent } from "../src/model/schema"
import { listOf, type Content } from "../src/test/content"

const HOSTILE_HTML = [
  "<p>A harmless paragraph.</p>",
  "<script>window.pwned = 'script'</script>",
  '<img src="/articles/hostile-diagram.svg" alt="A diagram" onerror="window.pwned = \'onerror\'">',
  "<a href=\"javascript:window.pwned = 'link'\">Read more</a>",
  '<iframe src="https://evil.example/frame"></iframe>',
].join("")

export const hostileArticle = {
  title: "A hostile article<script>window.pwned = 'title'</script>",
  // An address ending like a picture's: Netlify's "/*.svg" would have matched it (e2e/built/site.spec.ts).
  slug: "hostile-diagram-svg",
  icon: "file-alt",
  content: HOSTILE_HTML,
} satisfies ResourceContent

/** Plain-text fields, which only the JSON-LD of the book's page shows. */
export const BREAKOUT = "</script><script>window.pwned = 'book'</script><!--"
export const hostileBook = {
  // Markup, an & and the end of a CDATA section, typed as text: the feed must keep them text.
  title: "A hostile book: &lt;b&gt;bold&lt;/b&gt; ]]&gt; &amp; more<br>by Nobody",
  // An address ending like the feed's and the sitemap's.
  slug: "hostile-book-rss-xml",
  icon: "book",
  content: "<p>A harmless review.</p>",
  bookTitle: BREAKOUT,
  bookAuthor: `Nobody, ${BREAKOUT}`,
} satisfies ResourceContent

/**
 * An event whose words try to break out of the calendar file (a line end, then a second event) and
 * whose text carries the hostile HTML: calendar apps and pages must show it all as text.
 */
export const hostileEvent = {
  title: 'Q&A; "Leading", with a \\ backslash\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:Injected',
  slug: "hostile-event-ics",
  start: "2031-04-01T10:00",
  end: "2031-04-01T11:00",
  place: { name: 'O\'Brien & "Partners"', address: "1 Main St; Suite 2, Town, AB1 2CD" },
  content: HOSTILE_HTML,
  register: "contact",
} satisfies EventContent

/**
 * Adds the hostile article and book review second in their lists (so that neither is the first or the
 * last, which other tests single out), and the picture the article names to the copy's static/.
 */
export function hostileEdits(content: Content, site: string) {
  const pictures = path.join(site, "static", "articles")
  fs.mkdirSync(pictures, { recursive: true })
  fs.writeFileSync(
    path.join(pictures, "hostile-diagram.svg"),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"/>',
  )
  listOf(content, "Articles").splice(1, 0, hostileArticle)
  listOf(content, "Books").splice(1, 0, hostileBook)
  listOf(content, "Events").splice(1, 0, hostileEvent)
}
