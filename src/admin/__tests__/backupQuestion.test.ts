import { BACKUP_QUESTION, withBackupQuestion } from "../backupQuestion"

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
