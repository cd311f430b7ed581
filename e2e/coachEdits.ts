// What the coach changed when the content editor was first tried as a coach would use it (issue #11),
// and the email address added since (issue #14). The
// edited-content project builds a copy of the site with these edits and runs every browser test that
// reads content against it: no test may rest on today's copy, counts or picture names.
import fs from "node:fs"
import path from "node:path"
import type { ResourceContent } from "../src/content/schema"
import { listOf, type Content } from "../src/test/content"

export const heroTitle = "Leadership Coaching for Healthcare Executives"
export const heroImageAlt = "Morning light over a mountain trail, seen from the summit"
export const testimonialTitle = "Ready for the board in ninety days"
/** How many resources of each list the coach has the one page show. */
export const shownPerList = 6
/**
 * The scheduling page the coach adds (issue #36), at a name no one answers: the browser tests map it to
 * a stand-in on this computer (e2e/providers.ts), where a request before the visitor clicks would show.
 */
export const booking = {
  url: "https://cal.scheduler.test/morgan/intro?duration=30",
  label: "Pick a time for a free call",
}
/**
 * The newsletter the coach adds (issue #36): its provider at a name no one answers, which the browser
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
 * The new book review's day, still to come when the coach wrote it: scheduled (issue #37). The edited
 * build is made on that day (SITE_TODAY, e2e/sites.ts), and shows it; the early build, the day before,
 * shows it nowhere.
 */
export const newBookDate = {
  iso: "2031-01-05",
  readable: "5 January 2031",
  dayBefore: "2031-01-04",
}

/** An article the coach is still writing (issue #37): a draft, which no build shows anywhere. */
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
  // Where the editor writes it: before the footer, in the schema's order.
  const footer = content.FooterText
  delete (content as Partial<Content>).FooterText
  content.Booking = { ...booking }
  content.Newsletter = { ...newsletter }
  content.FooterText = footer
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
}
