// A visitor's main paths through the built site, run in one engine: one browser for them all, one path
// after another. firefox.engine.ts and webkit.engine.ts run them in Firefox and WebKit; Chromium runs the
// Playwright tests, which check the same and much more (e2e/page.spec.ts, resources.spec.ts,
// resourceAddress.spec.ts, resourcePages.spec.ts, contact.spec.ts, security.spec.ts). Every name and
// title comes from the content.json the site was built from, or is the spec's own words.
import { plainLines, plainText } from "../../src/model/sanitize"
import { resourceLists } from "../../src/model/schema"
import { shownPerList } from "../../src/model/shortLists"
import { slugOf } from "../../src/model/slug"
import { PAGE_SIZE } from "../../src/lib/search/results"
import { listPath, resourcePath } from "../../src/model/addresses"
import { listOf, type Content } from "../../src/test/content"
import { builtEvents } from "../eventPages"
import { rarestWord, resultsFor } from "../rareWord"
import {
  button,
  dialog,
  dialogButton,
  enabled,
  field,
  first,
  formEvents,
  hash,
  href,
  injectScript,
  inOpenDialog,
  isOpen,
  listLink,
  mainHeading,
  menuLink,
  notices,
  pathname,
  pictures,
  readable,
  readThrough,
  settled,
  shown,
  validity,
  valueOf,
  watchForm,
} from "./inPage"
import { serveSite, type Site } from "./site"
import { LOAD_MS, until, type Visitor } from "./visitor"

/**
 * The resource the dialog tests open: the last one the one page shows of the first list that has any,
 * so that nothing relies on the first item being special.
 */
function sampleResource(content: Content) {
  for (const list of resourceLists()) {
    const shown = (content[list.name] ?? []).slice(0, shownPerList(content.ResourcesShown))
    const item = shown.at(-1)
    if (item) {
      const path = resourcePath(list.pages, slugOf(item))
      return {
        list,
        path,
        /** Its link on the one page, in the list under the list's heading, by its address. */
        link: { list: list.heading, path },
        title: plainText(item.title),
        lines: plainLines(item.content),
      }
    }
  }
  throw new Error("content.json has no resource that the one page shows")
}

/** Runs a visitor's paths in the engine `launch` starts, against the built site. */
export function visitorPaths(engine: string, launch: (origin: string) => Promise<Visitor>) {
  describe(engine, () => {
    let site: Site
    let visitor: Visitor

    beforeAll(async () => {
      site = await serveSite()
      visitor = await launch(site.origin)
    }, 2 * LOAD_MS)

    afterAll(async () => {
      await visitor?.close()
      await site?.stop()
    }, 2 * LOAD_MS)

    /** Waits until `probe` answers `expected`, failing with what was awaited and the last answer. */
    const eventually = <R>(what: string, probe: () => Promise<R>, expected: R) =>
      until(visitor, what, async () => expect(await probe()).toEqual(expected))

    /**
     * Opens a page; on the one page, waits until its script has taken over, as a visitor's first click
     * needs (e2e/visit.ts): 'Send' stays disabled until then.
     */
    async function visit(path: string) {
      await visitor.open(path)
      if (path !== "/") return
      await eventually(
        "'Send' to be enabled (the page's script to take over)",
        () => visitor.check(enabled, button, "Send"),
        true,
      )
    }

    const expectNoProblems = async () => expect(await visitor.problems()).toEqual([])

    test("the one page loads under its policy: no error, no violation, every picture arrives", async () => {
      await visitor.resize(1280, 900)
      await visit("/")
      expect(await visitor.check(readable, mainHeading)).toBe(
        plainText(site.content.HeroSection.title),
      )
      // Down the whole page, so that every lazy picture and entrance comes, under the policy.
      await visitor.run(readThrough)
      await until(visitor, "every picture to come", async () =>
        expect((await visitor.run(pictures)).coming).toEqual([]),
      )
      await expectNoProblems()
      expect((await visitor.run(pictures)).broken).toEqual([])
    })

    test("the one page's policy is in force, and a violation of it is heard", async () => {
      await visit("/")
      // What an attacker's injected markup would do (e2e/security.spec.ts): it must not run, and this
      // engine's recording must hear it, or "no violation" above would mean nothing.
      expect(await visitor.run(injectScript)).toBe(false)
      await until(visitor, "the violation to be heard", async () => {
        const problems = await visitor.problems()
        expect(problems).not.toEqual([])
        for (const problem of problems) {
          expect(problem).toMatch(/^policy violation: script-src(-elem)? blocked inline$/)
        }
      })
    })

    test("at a phone's width the menu button opens the menu; the button, Escape and a chosen link close it", async () => {
      const links = listOf(site.content, "Navigation")
      const chosen = links.at(-1)!
      const firstShown = () => visitor.check(shown, menuLink, links[0]!.name)
      // Under the header's breakpoint (48rem), and wide enough for MiniBrowser's window.
      await visitor.resize(450, 800)
      await visit("/")
      expect(await visitor.check(shown, button, "Toggle Menu")).toBe(true)
      expect(await firstShown()).toBe(false)

      await visitor.click(button, "Toggle Menu")
      await eventually("the menu button to open the menu", firstShown, true)
      await visitor.click(button, "Toggle Menu")
      await eventually("the menu button to close the menu", firstShown, false)

      await visitor.click(button, "Toggle Menu")
      await eventually("the menu to open again", firstShown, true)
      await visitor.press("Escape")
      await eventually("Escape to close the menu", firstShown, false)

      await visitor.click(button, "Toggle Menu")
      await eventually("the menu to open once more", firstShown, true)
      await visitor.click(menuLink, chosen.name)
      await eventually("the chosen link to close the menu", firstShown, false)
      if (chosen.link.startsWith("#")) {
        await eventually("the chosen link's section", () => visitor.run(hash), chosen.link)
      }
      await expectNoProblems()
    })

    describe("a resource's dialog", () => {
      const dialogOpen = () => visitor.check(isOpen, dialog, "Resource Details")

      /** Opens the one page, and on it the sample resource's dialog. */
      async function openResource() {
        const { link } = sampleResource(site.content)
        await visitor.resize(1280, 900)
        await visit("/")
        // Where a visitor would click it: in view, its entrance played.
        expect(await visitor.check(settled, listLink, link)).toBe(true)
        await visitor.click(listLink, link)
        await eventually("'Resource Details' to open", dialogOpen, true)
      }

      /** The dialog is closed, and the address is the one page's again. */
      async function expectClosed(by: string) {
        await eventually(`${by} to close the dialog`, dialogOpen, false)
        await eventually("the address to be the one page's again", () => visitor.run(pathname), "/")
      }

      test("opens on a click with the resource's title and text, at the resource's own address", async () => {
        const { path, title, lines } = sampleResource(site.content)
        await openResource()
        expect(await visitor.check(readable, inOpenDialog, "h3")).toBe(title)
        // The text is fetched on intent: 'loading' until it comes.
        await until(visitor, "the resource's text", async () => {
          const text = await visitor.check(readable, inOpenDialog, "article")
          for (const line of lines) expect(text).toContain(line)
        })
        expect(await visitor.run(pathname)).toBe(path)
        await expectNoProblems()
      })

      test("Close closes it", async () => {
        await openResource()
        await visitor.click(dialogButton, "Close")
        await expectClosed("Close")
      })

      test("Escape closes it", async () => {
        await openResource()
        await visitor.press("Escape")
        await expectClosed("Escape")
      })

      test("Back closes it", async () => {
        await openResource()
        await visitor.back()
        await expectClosed("Back")
        await expectNoProblems()
      })
    })

    test("a resource's own page shows its title as its one heading, and its text", async () => {
      const { path, title, lines } = sampleResource(site.content)
      await visitor.resize(1280, 900)
      await visit(path)
      expect(await visitor.check(readable, mainHeading)).toBe(title)
      const text = await visitor.check(readable, first, "main")
      for (const line of lines) expect(text).toContain(line)
      await expectNoProblems()
    })

    test("search finds a piece by a rare word of its text, under the search page's own policy", async () => {
      // A word few pieces hold, so the status's count is known (e2e/rareWord.ts): a word of a title may
      // be in more pieces than one page of results shows.
      const { page, word, holders } = rarestWord(site.content, "main")
      await visitor.resize(1280, 900)
      await visitor.open(`/search/?q=${encodeURIComponent(word)}`)
      await eventually(
        `the status to count the ${holders.length} pieces that hold "${word}"`,
        () => visitor.check(readable, first, "main [role=status]"),
        resultsFor(holders.length, word),
      )
      if (holders.length <= PAGE_SIZE) {
        await eventually(
          `a result leading to ${page.path}`,
          () => visitor.check(shown, first, `main ol a[href="${page.path}"]`),
          true,
        )
      } else {
        await until(visitor, `a result leading to a piece that holds "${word}"`, async () =>
          expect(holders.map(({ path }) => path)).toContain(
            await visitor.check(href, first, "main ol a"),
          ),
        )
      }
      await expectNoProblems()
    })

    test("a list's own page shows the list's heading", async () => {
      const { list } = sampleResource(site.content)
      await visit(listPath(list.pages))
      expect(await visitor.check(readable, mainHeading)).toBe(list.heading)
      await expectNoProblems()
    })

    test("the contact form refuses an email address without an @, sends nothing and keeps what was typed", async () => {
      const typed = { Name: "Ana Souza", Email: "not-an-email", Message: "Hello" }
      await visitor.resize(1280, 900)
      await visit("/")
      expect(await visitor.run(watchForm)).toBe(true)
      for (const [label, text] of Object.entries(typed)) await visitor.type(text, field, label)
      await visitor.click(button, "Send")
      // The spec's one rule: Email is of the email type, so the browser itself refuses it, in its own
      // words (the spec gives none), and the form is never submitted.
      const email = await visitor.check(validity, field, "Email")
      expect(email).toMatchObject({ valid: false })
      expect(email?.message).not.toBe("")
      expect(await visitor.run(formEvents)).toEqual(["invalid user_email"])
      expect(await visitor.run(notices)).toEqual({ status: "", alert: "" })
      for (const [label, text] of Object.entries(typed)) {
        expect(await visitor.check(valueOf, field, label)).toBe(text)
      }
      await expectNoProblems()
    })
  })

  // The edited copy has offers and events (e2e/coachEdits.ts): served and opened after the paths above
  // are done, so that one browser of the engine runs at a time.
  describe(`${engine}: offers and events`, () => {
    let site: Site
    let visitor: Visitor

    beforeAll(async () => {
      site = await serveSite("edited")
      visitor = await launch(site.origin)
    }, 2 * LOAD_MS)

    afterAll(async () => {
      await visitor?.close()
      await site?.stop()
    }, 2 * LOAD_MS)

    test("an offer's 'Ask about it' names the offer in the message, which stays the visitor's to change", async () => {
      const offer = site.content.Offers!.items!.find((each) => each.action === "contact")!
      await visitor.resize(1280, 900)
      await visitor.open("/")
      await until(visitor, "'Send' to be enabled (the page's script to take over)", async () =>
        expect(await visitor.check(enabled, button, "Send")).toBe(true),
      )
      const ask = `#services a[href^="/?regarding="]`
      // Where a visitor would click it: in view, clear of the sticky header.
      expect(await visitor.check(settled, first, ask)).toBe(true)
      await visitor.click(first, ask)
      await until(visitor, "the offer to be named in the message", async () =>
        expect(await visitor.check(valueOf, field, "Message")).toBe(
          `Regarding: ${offer.title}\n\n`,
        ),
      )
      expect(await visitor.run(pathname)).toBe("/")
      expect(await visitor.problems()).toEqual([])
    })

    test("the events page and an event's own page: its heading, when it is, and its calendar file", async () => {
      const { upcoming } = builtEvents(site.content, "edited")
      const event = upcoming.find((each) => each.place && each.status === "scheduled")!
      await visitor.resize(1280, 900)
      await visitor.open("/events/")
      expect(await visitor.check(readable, mainHeading)).toBe("Workshops and talks")
      expect(await visitor.check(shown, first, `main a[href="${event.path}"]`)).toBe(true)
      await visitor.open(event.path)
      expect(await visitor.check(readable, mainHeading)).toBe(event.title)
      expect(await visitor.check(readable, first, "main time")).toBe(event.when)
      expect(await visitor.check(shown, first, `main a[href="/events/${event.slug}.ics"]`)).toBe(
        true,
      )
      expect(await visitor.problems()).toEqual([])
    })
  })
}
