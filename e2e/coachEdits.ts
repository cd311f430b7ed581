// What the coach changed when the content editor was first tried as a coach would use it, and the email
// address added since. The
// edited-content project builds a copy of the site with these edits and runs every browser test that
// reads content against it: no test may rest on today's copy, counts or picture names.
import fs from "node:fs"
import path from "node:path"
import { isRecord } from "../src/model/blankValues"
import {
  sections,
  shapes,
  type Shape,
  type EventContent,
  type OfferContent,
  type ResourceContent,
} from "../src/model/schema"
import { listOf, type Content } from "../src/test/content"

export const heroTitle = "Leadership Coaching for Healthcare Executives"
export const heroImageAlt = "Morning light over a mountain trail, seen from the summit"
export const testimonialTitle = "Ready for the board in ninety days"
/** How many resources of each list the coach has the one page show. */
export const shownPerList = 6
/**
 * The scheduling page the coach adds, at a name no one answers: the browser tests map it to
 * a stand-in on this computer (e2e/providers.ts), where a request before the visitor clicks would show.
 */
export const booking = {
  url: "https://cal.scheduler.test/morgan/intro?duration=30",
  label: "Pick a time for a free call",
}
/**
 * The newsletter the coach adds: its provider at a name no one answers, which the browser
 * tests map to a stand-in on this computer (e2e/providers.ts). The field name is MailerLite's kind, and
 * the heading is left to its default.
 */
export const newsletter = {
  action: "https://news.provider.test/subscribe/morgan?list=leadership&source=site",
  emailField: "fields[email]",
  text: "One short letter when a new article is out, and nothing else.",
}
/** The address the coach adds, offered to visitors whose message cannot be sent. */
export const coachEmail = "morgan.ellis@example.com"

export const articleBold = "five questions"
export const articleList = [
  "What do I want for myself?",
  "What do I want for them?",
  "What do I want for the relationship?",
]
/** The source the new article cites: a link to another site. */
export const articleSource = {
  href: "https://www.example.org/difficult-conversations",
  text: "the talk that started it",
}

/** When the new article was published, as the coach picks it in the editor, and as people read it. */
const newArticleDate = { iso: "2026-03-14", readable: "14 March 2026" }
/**
 * The new book review's day, still to come when the coach wrote it: scheduled. The edited
 * build is made on that day (SITE_TODAY, e2e/sites.ts), and shows it; the early build, the day before,
 * shows it nowhere.
 */
export const newBookDate = {
  iso: "2031-01-05",
  readable: "5 January 2031",
  dayBefore: "2031-01-04",
}

/** An article the coach is still writing: a draft, which no build shows anywhere. */
export const draftArticle = {
  title: "Unfinished: What My Worst Meeting Taught Me",
  slug: "worst-meeting-draft",
  icon: "file-alt",
  date: "2026-02-01",
  draft: true,
  content:
    "<p>Notes for next week: the agenda nobody read, and the one question that saved the hour.</p>",
} satisfies ResourceContent

/** A new article, put first, whose text has bold, a list and a link to its source. */
export const newArticle = {
  title: "Questions Before a Hard Conversation",
  icon: "file-alt",
  date: newArticleDate.iso,
  content:
    `<p>Before a conversation I would rather avoid, I answer <strong>${articleBold}</strong> on paper. ` +
    `The first three matter most:</p><ul>${articleList.map((item) => `<li>${item}</li>`).join("")}</ul>` +
    `<p>Adapted from <a href="${articleSource.href}">${articleSource.text}</a>.</p>`,
} satisfies ResourceContent

/** A new book review, put last, with its cover under a file name no test has seen. */
export const newBook = {
  title: "Leaders Eat Last<br>by Simon Sinek",
  icon: "book",
  date: newBookDate.iso,
  imageurl: "./images/cover-leaders-eat-last.jpg",
  imagealt: "Cover of Leaders Eat Last by Simon Sinek",
  bookTitle: "Leaders Eat Last",
  bookAuthor: "Simon Sinek",
  content:
    "<blockquote><p>My takeaway: people follow leaders who make them feel safe.</p></blockquote>" +
    "<p>Simon Sinek argues that trust grows where leaders put their people first.</p>",
} satisfies ResourceContent

/**
 * The ways to work together the coach adds, under My services: one each way an offer's button may
 * lead (the scheduling page, the contact form, a payment page at a name no one answers). The heading
 * is left to its default.
 */
export const offers = [
  {
    title: "One-to-one executive coaching",
    audience: "For senior leaders in a new or larger role",
    content:
      "<ul><li>A ninety-minute first session to set your goals</li><li>Twelve one-hour sessions</li><li>Short messages between sessions</li></ul>",
    format: "Six months, every two weeks, by video or in person",
    price: "From $4,800",
    amount: 4800,
    currency: "USD",
    action: "booking",
  },
  {
    title: "Team coaching",
    audience: "For leadership teams of four to twelve",
    content: "<p>Shared goals, honest conversations and agreements the whole team keeps.</p>",
    format: "Three months, a half day each month, on site",
    price: "On request",
    action: "contact",
  },
  {
    title: "Leading Through Change: the workbook and three group calls",
    audience: "For managers leading a team through a reorganisation",
    content:
      "<p>The workbook the half-day workshop uses, and three group calls to put it to work.</p>",
    format: "Six weeks, at your own pace, online",
    price: "$95",
    amount: 95,
    currency: "USD",
    action: "https://pay.checkout.test/b/leading-through-change",
  },
] satisfies OfferContent[]

/**
 * The coach's workshops and talks, read on the edited build's day (newBookDate, in Europe/London): two
 * upcoming (online; in person in New York), one moved across the clock change, one cancelled, one that
 * ended the evening before (upcoming on the early build's day, past on the edited build's), and a
 * draft, which no build shows.
 */
export const events = {
  online: {
    title: "Leading Through Change: an online workshop",
    slug: "leading-through-change-online",
    start: "2031-02-12T09:00",
    end: "2031-02-12T12:00",
    online: "https://meet.video.test/j/leading-through-change",
    content:
      "<p>A half-day workshop for managers whose teams are living through a reorganisation.</p><ul><li>What people need to hear first</li><li>Holding one-to-ones that matter</li></ul>",
    register: "contact",
    price: "Free",
    amount: 0,
    currency: "GBP",
  },
  inNewYork: {
    title: "Feedback That Lands: an evening talk in New York",
    start: "2031-03-20T18:00",
    end: "2031-03-20T19:30",
    timeZone: "America/New_York",
    place: {
      name: "The Leadership Forum",
      address: "200 Park Avenue, New York, NY 10166, United States",
    },
    content: "<p>Why most feedback is forgotten by Friday, and three habits that change that.</p>",
    register: "https://tickets.events.test/e/feedback-that-lands",
    price: "$45",
    amount: 45,
    currency: "USD",
  },
  moved: {
    title: "The Reflective Leader: a weekend retreat",
    start: "2031-03-29T16:00",
    end: "2031-03-30T13:00",
    place: { name: "Hawkwood House", address: "Hawkwood Lane, Stroud GL6 7QW, United Kingdom" },
    online: "https://meet.video.test/j/reflective-leader",
    content: "<p>Two days away from the inbox to take stock of the year and plan the next.</p>",
    register: "https://tickets.events.test/e/reflective-leader",
    status: "moved",
    previousStart: "2031-03-22T16:00",
  },
  cancelled: {
    title: "Breakfast Briefing: Leading Hybrid Teams",
    start: "2031-02-05T07:30",
    end: "2031-02-05T09:00",
    place: { name: "The Wellcome Collection", address: "183 Euston Road, London NW1 2BE" },
    content: "<p>An hour on running a team that is rarely in one room.</p>",
    register: "contact",
    status: "cancelled",
  },
  lastNight: {
    title: "New Year Reflection Circle",
    start: "2031-01-04T18:00",
    end: "2031-01-04T19:30",
    online: "https://meet.video.test/j/new-year-circle",
    content:
      "<p>An hour to look back on the year with other leaders, and choose one intention.</p>",
    register: "contact",
  },
  draft: {
    title: "Unannounced: Autumn Leadership Retreat",
    start: "2031-09-10T09:00",
    end: "2031-09-12T16:00",
    place: { name: "To be confirmed", address: "Somewhere quiet" },
    content: "<p>Dates and place still to be settled.</p>",
    register: "contact",
    draft: true,
  },
} satisfies Record<string, EventContent>

/** Applies the coach's edits to the content.json (`content`) and pictures of a copy of the site. */
export function coachEdits(content: Content, site: string) {
  const data = path.join(site, "data")

  content.HeroSection.title = heroTitle
  content.HeroSection.imagealt = heroImageAlt
  // A new hero picture under another name; the old file is gone.
  const heroImage = "./images/hero-summit.jpg"
  fs.renameSync(path.join(data, content.HeroSection.imageurl), path.join(data, heroImage))
  content.HeroSection.imageurl = heroImage

  content.Coach.email = coachEmail
  content.Booking = { ...booking }
  content.Newsletter = { ...newsletter }
  content.Offers = { items: offers.map((offer) => ({ ...offer })) }
  // In the coach's own order, which is not the calendar's.
  content.Events = [
    events.moved,
    events.draft,
    events.online,
    events.lastNight,
    events.cancelled,
    events.inNewYork,
  ].map((event) => structuredClone(event))
  // Fewer per list than the longest list has: the one page cuts it and links to its own page.
  content.ResourcesShown = shownPerList

  listOf(content, "Testimonials")[0]!.title = testimonialTitle
  listOf(content, "Podcasts").splice(0, 1)
  listOf(content, "Articles").unshift(newArticle)
  listOf(content, "Articles").splice(1, 0, draftArticle)

  // A copy of an existing cover stands in for the picture the coach uploads.
  const cover = listOf(content, "Books").find((book) => book.imageurl)!.imageurl!
  fs.copyFileSync(path.join(data, cover), path.join(data, newBook.imageurl))
  listOf(content, "Books").push(newBook)
  inSchemaOrder(content)
}

/** The fields in the schema's order, as the editor writes them: each key taken out and put back. */
function inSchemaOrder(content: Content) {
  reorder(content as Record<string, unknown>, sections)
}

function reorder(record: Record<string, unknown>, shape: Shape) {
  for (const [name, field] of Object.entries(shape)) {
    if (!(name in record)) continue
    const value = record[name]
    delete record[name]
    record[name] = value
    const nested = field.kind === "object" || field.kind === "list" ? shapes[field.shape] : null
    const items = Array.isArray(value) ? value : [value]
    if (nested) for (const item of items) if (isRecord(item)) reorder(item, nested)
  }
}
