import fs from "fs"
import {
  BACKUP_QUESTION,
  backupQuestionNaming,
  changedSections,
  nameSectionsInBackupQuestion,
} from "../backupQuestion"

describe("the question names the sections the kept changes are in", () => {
  const published = JSON.parse(fs.readFileSync("src/test/content.json", "utf8"))
  const kept = {
    ...published,
    HeroSection: { ...published.HeroSection, title: "A new title" },
    Articles: [...published.Articles, { title: "New", icon: "file-alt", content: "<p>x</p>" }],
  }

  test("by the editor's labels, in page order", () => {
    expect(changedSections(published, kept)).toEqual(["Hero", "Articles"])
    expect(backupQuestionNaming(["Hero", "Articles"])).toBe(
      "This browser kept changes you made to the site's content and did not publish, in: Hero and Articles.\n\n" +
        "OK: bring them back, to check and publish.\nCancel: discard them; the content stays as published.",
    )
  })

  test("asked through the browser's confirm with the two contents read last; Decap's other questions untouched", () => {
    const asked: (string | undefined)[] = []
    const window = { confirm: (message?: string) => (asked.push(message), true) }
    let read: unknown[] = [published, kept]
    nameSectionsInBackupQuestion(window, () => read)
    expect(window.confirm("Are you sure you want to leave this page?")).toBe(true)
    expect(window.confirm(BACKUP_QUESTION)).toBe(true)
    // Decap parsed the published file again while the backup loaded its pictures: the same sections.
    read = [kept, published]
    window.confirm(BACKUP_QUESTION)
    // A backup the editor could not read, or only one content read: the plain question.
    read = [published]
    window.confirm(BACKUP_QUESTION)
    expect(asked).toEqual([
      "Are you sure you want to leave this page?",
      backupQuestionNaming(["Hero", "Articles"]),
      backupQuestionNaming(["Hero", "Articles"]),
      BACKUP_QUESTION,
    ])
  })

  test("a backup or content that cannot be read names nothing", () => {
    expect(changedSections(published, undefined)).toEqual([])
    expect(changedSections(null, kept)).toEqual([])
    expect(changedSections(published, published)).toEqual([])
    // The same hero with its keys in another order, as a hand-edited file may have them.
    const reordered = Object.fromEntries(Object.entries(published.HeroSection).reverse())
    expect(changedSections(published, { ...published, HeroSection: reordered })).toEqual([])
  })
})
