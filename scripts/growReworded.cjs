// The second way scripts/grow-content.mjs grows the content (--reworded), unlike growContent.cjs's copies
// that keep their source's title with " (Part n)": each copy has a title and a text of its own, made from
// one small vocabulary so that the same words run through many pieces; the coach's own titles are
// reworded, the podcasts cut to one, every list put in another order, and dates spread over years so
// that no date order is the list's order. A test that finds a piece by a word of its title, by a title it
// remembers or as the first in date order then finds another, or none. CommonJS for the reasons
// growContent.cjs gives; the same content in gives the same content out.

const { SAMPLE_EVENTS, later } = require("./growContent.cjs")

/** Words every generated title and text is made of: each ends up in many pieces. */
const WORDS = [
  "listening",
  "feedback",
  "delegation",
  "priorities",
  "resilience",
  "boundaries",
  "meetings",
  "decisions",
  "conflict",
  "recognition",
  "onboarding",
  "strategy",
  "succession",
  "mentoring",
  "clarity",
  "patience",
  "curiosity",
  "courage",
  "alignment",
  "momentum",
  "candour",
  "workload",
  "handovers",
  "questions",
]
const OPENERS = ["Notes on", "Questions About", "A Week of", "What I Learned About", "Field Notes:"]
const EVENT_OPENERS = [
  "Workshop:",
  "Evening Talk:",
  "Coaching Circle:",
  "Masterclass:",
  "Breakfast Briefing:",
]
/** What a one-line title of the coach's begins with once reworded. */
const LOOKING_BACK = "Looking Back:"

const capital = (word) => word.charAt(0).toUpperCase() + word.slice(1)

/** A generator of numbers in [0, 1), the same run for the same seed (mulberry32). */
function random(seed) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const pick = (next, from) => from[Math.floor(next() * from.length)]

/** `items` in an order of `next`'s choosing (Fisher–Yates), as a new array. */
function shuffled(items, next) {
  const out = [...items]
  for (let index = out.length - 1; index > 0; index--) {
    const other = Math.floor(next() * (index + 1))
    ;[out[index], out[other]] = [out[other], out[index]]
  }
  return out
}

/** The words titles are made of: few enough that each is in more titles than a page of results shows. */
const TITLE_WORDS = WORDS.slice(0, 16)

/**
 * The `index`-th title of a list: an opener and two different words, counted so that no two indexes
 * below 5 × 16 × 15 share one, and every word comes round as often as every other.
 */
function titleWords(index, openers) {
  const count = TITLE_WORDS.length
  const first = index % count
  const second = (first + 1 + (Math.floor(index / count) % (count - 1))) % count
  // The pair repeats every count × (count − 1) indexes; each repeat moves the opener on.
  const opener = openers[(index + Math.floor(index / (count * (count - 1)))) % openers.length]
  return `${opener} ${capital(TITLE_WORDS[first])} and ${capital(TITLE_WORDS[second])}`
}

const SENTENCES = [
  (a, b) => `Most of what I hear about ${a} turns out to be about ${b}.`,
  (a, b) => `A leader who protects ${a} finds that ${b} follows.`,
  (a, b) => `We spent the session on ${a}, and came back to ${b} twice.`,
  (a, b) => `When ${a} slips, ${b} is usually the first thing to go.`,
  (a, b) => `Nobody asked for more ${a}; everyone asked for better ${b}.`,
  (a, b) => `The team kept a list of ${a} beside the list of ${b}.`,
]

/** A paragraph of sentences made from the vocabulary alone. */
function paragraph(next) {
  const count = 3 + Math.floor(next() * 3)
  return Array.from({ length: count }, () =>
    pick(next, SENTENCES)(pick(next, WORDS), pick(next, WORDS)),
  ).join(" ")
}

/** A text of its own: two or three paragraphs; a book review's first is its quotation. */
function textOf(next, review) {
  const paragraphs = Array.from({ length: 2 + Math.floor(next() * 2) }, () => paragraph(next))
  const [first, ...rest] = paragraphs
  const opening = review
    ? `<blockquote><p>My takeaway: ${first}</p></blockquote>`
    : `<p>${first}</p>`
  return opening + rest.map((text) => `<p>${text}</p>`).join("")
}

/** A day from 2016 to 2025, or none for about one item in eight: so the feed's order is not the list's. */
function dateOf(next) {
  if (next() < 0.125) return undefined
  const day = new Date(Date.UTC(2016, 0, 1) + Math.floor(next() * 3653) * 86_400_000)
  return day.toISOString().slice(0, 10)
}

/** The title's first line in other words; a book's "by Author" line stays last. */
function reworded(title) {
  const [first, ...rest] = title.split("<br>")
  const by = rest.length > 0 && /^by /.test(rest.at(-1)) ? [rest.pop()] : []
  // "Leading Through Change:<br>Five Habits…" reads "Five Habits…: Leading Through Change".
  const lines =
    rest.length > 0
      ? [`${rest.join(" ")}: ${first.replace(/:\s*$/, "")}`]
      : [`${LOOKING_BACK} ${first}`]
  return [...lines, ...by].join("<br>")
}

/**
 * The item with its date set, or taken away when `date` is undefined: just after its icon, where the
 * editor writes it (the schema's order, which a unit test holds this to).
 */
function dated(item, date) {
  const out = {}
  for (const [key, value] of Object.entries(item)) {
    if (key === "date") continue
    out[key] = value
    if (key === "icon" && date) out.date = date
  }
  return out
}

/** A list `factor` times as long, shuffled: the coach's own items reworded, and copies of their own. */
function growList(items, factor, next) {
  const own = items.map((item) => dated({ ...item, title: reworded(item.title) }, dateOf(next)))
  const copies = Array.from({ length: (factor - 1) * items.length }, (_, index) => {
    const source = items[index % items.length]
    const { slug: _slug, ...rest } = source
    const by = source.title
      .split("<br>")
      .slice(1)
      .filter((line) => /^by /.test(line))
    const title = [titleWords(index, OPENERS), ...by].join("<br>")
    return dated({ ...rest, title, content: textOf(next, Boolean(source.bookTitle)) }, dateOf(next))
  })
  return shuffled([...own, ...copies], next)
}

/**
 * The events `factor` times as many (from growContent.cjs's samples when there are none): copies with
 * titles and texts of their own, each moved by up to four years either way, so that some past events
 * become upcoming and the reverse, and the calendar's order is not the list's.
 */
function growEvents(events, factor, next) {
  const source = events.length > 0 ? events : SAMPLE_EVENTS
  const copies = Array.from({ length: (factor - 1) * source.length }, (_, index) => {
    const { slug: _slug, ...event } = source[index % source.length]
    const days = Math.floor(next() * 2922) - 1461
    // Each field where it was: the editor's order.
    return {
      ...event,
      title: titleWords(index, EVENT_OPENERS),
      content: `<p>${paragraph(next)}</p>`,
      start: later(event.start, days),
      end: later(event.end, days),
      ...(event.previousStart && { previousStart: later(event.previousStart, days) }),
    }
  })
  return shuffled([...source, ...copies], next)
}

/** The content grown `factor` times the --reworded way; what it is given is left as it was. */
function growReworded(content, factor) {
  const next = random(factor)
  const grown = {}
  const events = growEvents(content.Events ?? [], factor, next)
  for (const [name, value] of Object.entries(content)) {
    if (name === "Events") continue
    grown[name] = value
    // Where the editor writes them, as it writes every section in the schema's order.
    if (name === "Books") grown.Events = events
  }
  grown.Events ??= events
  grown.Articles = growList(content.Articles ?? [], factor, next)
  // Cut to one, the last: the list is short, and its first item is gone.
  grown.Podcasts = growList((content.Podcasts ?? []).slice(-1), 1, next)
  grown.Books = growList(content.Books ?? [], factor, next)
  return grown
}

module.exports = { growReworded, WORDS, TITLE_WORDS, LOOKING_BACK }
