import fs from "fs"
import {
  BACKUP_QUESTION,
  backupQuestionNaming,
  changedSections,
  nameSectionsInBackupQuestion,
  withBackupQuestion,
} from "../backupQuestion"

// A few of Decap's English phrases (decap-cms-locales' en), in their places.
const en = {
  auth: { login: "Login" },
  editor: {
    editor: {
      onLeavePage: "Are you sure you want to leave this page?",
      confirmLoadBackup: "A local backup was recovered for this entry, would you like to use it?",
    },
    editorToolbar: { publish: "Publish" },
  },
}

test("Decap's English, but for the question asked about changes kept in the browser", () => {
  const phrases = withBackupQuestion(en)
  expect(phrases).toEqual({
    ...en,
    editor: { ...en.editor, editor: { ...en.editor.editor, confirmLoadBackup: BACKUP_QUESTION } },
  })
  // Decap's own are left as they were.
  expect(en.editor.editor.confirmLoadBackup).toMatch(/^A local backup was recovered/)
})

describe("the question names the sections the kept changes are in", () => {
  const published = JSON.parse(fs.readFileSync("src/test/content.json", "utf8"))
  const kept = {
    ...published,
    HeroSection: { ...published.HeroSection, title: "A new title" },
    Articles: [...published.Articles, { title: "New", icon: "file-alt", content: "<p>x</p>" }],
  }
  const backup = { raw: `${JSON.stringify(kept, null, 2)}\n`, mediaFiles: [] }

  test("by the editor's labels, in page order", () => {
    expect(changedSections(published, kept)).toEqual(["Hero", "Articles"])
    expect(backupQuestionNaming(["Hero", "Articles"])).toBe(
      "This browser kept changes you made to the site's content and did not publish, in: Hero and Articles.\n\n" +
        "OK: bring them back, to check and publish.\nCancel: discard them; the content stays as published.",
    )
  })

  test("asked through the browser's confirm, once per backup offered; Decap's other questions untouched", () => {
    const asked: (string | undefined)[] = []
    const window = { confirm: (message?: string) => (asked.push(message), true) }
    const offered = nameSectionsInBackupQuestion(window)
    expect(window.confirm("Are you sure you want to leave this page?")).toBe(true)
    offered(published, backup)
    window.confirm(BACKUP_QUESTION)
    // A second opening whose backup cannot be read is asked the plain question.
    offered(published, { raw: "{not json" })
    window.confirm(BACKUP_QUESTION)
    window.confirm(BACKUP_QUESTION)
    expect(asked).toEqual([
      "Are you sure you want to leave this page?",
      backupQuestionNaming(["Hero", "Articles"]),
      BACKUP_QUESTION,
      BACKUP_QUESTION,
    ])
  })

  test("a second read of the same backup, made once the first has replaced the entry, still names its sections", () => {
    const asked: string[] = []
    const window = { confirm: (message?: string) => (asked.push(message ?? ""), true) }
    const offered = nameSectionsInBackupQuestion(window)
    offered(published, backup)
    // By the second read, the content the editor last read is the first backup itself.
    offered(kept, backup)
    window.confirm(BACKUP_QUESTION)
    // Asked, the next opening starts from its own published content.
    offered(kept, backup)
    window.confirm(BACKUP_QUESTION)
    expect(asked).toEqual([backupQuestionNaming(["Hero", "Articles"]), BACKUP_QUESTION])
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
