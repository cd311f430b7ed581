// What scripts/grow-content.mjs does to the content, apart from its arguments and files, so that a unit
// test runs the same code on the frozen content (scripts/__tests__/growContent.test.ts). CommonJS with no
// package: Jest requires it as it is (it transforms no .mjs), and Node imports it in a fresh clone before
// npm ci. Both functions return new content and leave the one they are given as it was.

const LISTS = ["Articles", "Podcasts", "Books"]
const ORDINALS = [
  "second",
  "third",
  "fourth",
  "fifth",
  "sixth",
  "seventh",
  "eighth",
  "ninth",
  "tenth",
]
const ordinal = (copy) => ORDINALS[copy - 2] ?? `${copy}th`

/** The title with " (Part n)" after its first line, so a book's "by Author" line stays last. */
function titleOf(title, copy) {
  const [first, ...rest] = title.split("<br>")
  return [`${first} (Part ${copy})`, ...rest].join("<br>")
}

/** A copy of `item`, the `copy`-th, with a title and an opening paragraph of its own. */
function copyOf(item, copy) {
  const { slug: _slug, ...rest } = item
  return {
    ...rest,
    title: titleOf(item.title, copy),
    content:
      `<p>This is the ${ordinal(copy)} part of a series, and this paragraph is its own: ` +
      `notes from coaching conversation number ${copy * 7}, written up afterwards.</p>` +
      item.content,
  }
}

/**
 * Workshops and talks for a coach who has none yet, so that growth always adds events: three still to
 * come (as many as the one page shows, so that it shows as many at every size), and one past.
 */
const SAMPLE_EVENTS = [
  {
    title: "Leading Through Change: a half-day workshop",
    start: "2031-03-20T09:00",
    end: "2031-03-20T12:00",
    online: "https://meet.example.org/j/leading-through-change",
    content:
      "<p>A half-day workshop for managers whose teams are living through a reorganisation: what people need to hear first, and how to keep the work going meanwhile.</p>",
    register: "contact",
  },
  {
    title: "The First Ninety Days: a talk for new executives",
    start: "2031-04-08T18:30",
    end: "2031-04-08T20:00",
    timeZone: "America/New_York",
    place: { name: "The Leadership Forum", address: "200 Park Avenue, New York, NY 10166" },
    content:
      "<p>What to learn, whom to meet and what to leave alone in a new role's first quarter.</p>",
    register: "https://tickets.example.org/e/first-ninety-days",
    price: "$45",
    amount: 45,
    currency: "USD",
  },
  {
    title: "Coaching Circle: leading without all the answers",
    start: "2031-05-13T12:00",
    end: "2031-05-13T13:00",
    online: "https://meet.example.org/j/coaching-circle",
    content:
      "<p>An hour with other leaders on the questions that have no easy answer this month.</p>",
    register: "contact",
    price: "Free",
  },
  {
    title: "Feedback That Lands: an evening talk",
    start: "2024-05-14T18:00",
    end: "2024-05-14T19:30",
    place: { name: "The Leadership Forum", address: "1 Example Street, London EC1A 1AA" },
    content: "<p>Why most feedback is forgotten by Friday, and three habits that change that.</p>",
    register: "contact",
  },
]

/** A local date-time, YYYY-MM-DDTHH:mm, `days` later on the calendar (the clock time stays). */
function later(local, days) {
  const [date, time] = local.split("T")
  const [year, month, day] = date.split("-").map(Number)
  // setUTCFullYear, as Date.UTC would read the years 0 to 99 as 1900 to 1999.
  const moved = new Date(0)
  moved.setUTCFullYear(year, month - 1, day + days)
  return `${moved.toISOString().slice(0, 10)}T${time}`
}

/** The `copy`-th run of an event, a week later each time, with a title (so an address) of its own. */
function eventCopy(event, copy) {
  const { slug: _slug, previousStart, ...rest } = event
  const weeks = (copy - 1) * 7
  return {
    ...rest,
    title: `${event.title} (Part ${copy})`,
    start: later(event.start, weeks),
    end: later(event.end, weeks),
    ...(previousStart && { previousStart: later(previousStart, weeks) }),
  }
}

/**
 * The content with every article, podcast and book review list `factor` times as long: the items as
 * they were, then each copy of the list in turn, each item with a title and a first paragraph of its own.
 * The events too, each run again a week later, from the sample above when the coach has none.
 */
function grow(content, factor) {
  const events = content.Events?.length ? content.Events : SAMPLE_EVENTS
  const grownEvents = [
    ...events,
    ...Array.from({ length: factor - 1 }, (_, index) =>
      events.map((event) => eventCopy(event, index + 2)),
    ).flat(),
  ]
  // Where the editor writes them, as it writes every section in the schema's order: after the books
  // (a unit test holds this to the schema).
  const grown = {}
  for (const [name, value] of Object.entries(content)) {
    if (name === "Events") continue
    grown[name] = value
    if (name === "Books") grown.Events = grownEvents
  }
  grown.Events ??= grownEvents
  for (const list of LISTS) {
    const items = content[list] ?? []
    grown[list] = [
      ...items,
      ...Array.from({ length: factor - 1 }, (_, index) =>
        items.map((item) => copyOf(item, index + 2)),
      ).flat(),
    ]
  }
  return grown
}

/** The titles the coach's hostile edits give, but those made from another item's title. */
const HOSTILE_TITLES = {
  /** 201 characters of words: longer than any line, card or tab has room for. */
  long:
    "What Twenty Years of Coaching Leaders Through Mergers, Layoffs and Promotions Taught Me About " +
    "Listening Well, Deciding Under Pressure, and Building Teams That Keep Their Nerve When the Plan Falls Apart",
  /** Every kind of markup a title may hold (src/model/sanitize.ts, inlineAllowList). */
  markup:
    "<em>Before</em> You Say Yes:<br>The <strong>Three</strong> Questions I <i>Always</i> <b>Ask</b>",
  /** Text that is markup's syntax: "&", "<" and ">" as entities, double quotes and an apostrophe. */
  special: 'Q&amp;A: When "Yes" Means &lt;Not Yet&gt; — a Leader\'s Guide',
  /** Latin with an umlaut, Chinese, an emoji beyond the Basic Multilingual Plane. */
  script: "Führung — 領導力: Leading Across Cultures 🌏",
}
/** What the copy of the first article adds to that article's first line. */
const REVISITED = " — revisited"

/** The title again, its letters in another case only: sentence case, or capitals when it is in it. */
function otherCase(title) {
  const sentence = title.charAt(0) + title.slice(1).toLowerCase()
  return sentence !== title ? sentence : title.toUpperCase()
}

/** A new item made from `item`: another title, and an opening paragraph of its own before its text. */
function retitled(item, title, opening, slug) {
  const { slug: _slug, ...rest } = item
  return { ...rest, title, ...(slug && { slug }), content: `<p>${opening}</p>${item.content}` }
}

/**
 * The content with a coach's edits that a test naming things loosely (by part of a title, ignoring case,
 * by a title's HTML, by a list always being there) would trip on, each of which the validator accepts:
 *
 * - Articles: six new items right after the first (so the one page shows them): a copy of the first
 *   article titled with its first line and " — revisited"; the second article's title in another case
 *   only (its own `slug`, as the two would otherwise share an address); a title of 201 characters; one with
 *   every kind of markup a title may hold; one with "&", "<", ">", quotes and an apostrophe as text; one
 *   in German and Chinese with an emoji.
 * - Books: second, the first book review's title without its "by Author" line (a prefix of the first's),
 *   or with more after it when it has no second line.
 * - Podcasts: emptied, which the schema allows (the one page then shows 'loading' there and the list has
 *   no page of its own). Testimonials (exactly four) and the other sections are left as they are.
 */
function coachEditsHostile(content) {
  const articles = content.Articles ?? []
  const books = content.Books ?? []
  if (articles.length === 0 || books.length === 0) {
    throw new Error("The coach's hostile edits need at least one article and one book review")
  }
  const [first] = articles
  const second = articles[1] ?? first
  const at = (index) => articles[index % articles.length]

  const caseTitle = otherCase(second.title)
  const newArticles = [
    retitled(
      first,
      `${first.title.split("<br>")[0]}${REVISITED}`,
      "A year on, I went back to this piece with the leaders who first read it; this is what we would add now.",
    ),
    retitled(
      second,
      caseTitle,
      "Readers asked for this one again, so here it is with a new opening and the same advice.",
      // An address of its own: from its title it would have the second article's.
      "the-same-title-in-another-case",
    ),
    retitled(
      at(2),
      HOSTILE_TITLES.long,
      "Some lessons take a long title, because they took a long time to learn.",
    ),
    retitled(
      at(3),
      HOSTILE_TITLES.markup,
      "Three questions, asked before every yes, save a great deal of time later.",
    ),
    retitled(
      at(4),
      HOSTILE_TITLES.special,
      "The questions I hear most often, answered as plainly as I can.",
    ),
    retitled(
      at(5),
      HOSTILE_TITLES.script,
      "What I learned coaching leaders whose teams span Munich and Taipei.",
    ),
  ]

  const [book] = books
  const [bookFirstLine, ...bookRest] = book.title.split("<br>")
  const newBook = retitled(
    book,
    bookRest.length > 0 ? bookFirstLine : `${book.title}: the workbook`,
    "I read this one a second time with a group of new managers; these are their notes beside mine.",
  )

  return {
    ...content,
    Articles: [first, ...newArticles, ...articles.slice(1)],
    Podcasts: [],
    Books: [book, newBook, ...books.slice(1)],
  }
}

module.exports = {
  LISTS,
  SAMPLE_EVENTS,
  grow,
  coachEditsHostile,
  later,
  HOSTILE_TITLES,
  REVISITED,
}
