// The content unit tests see: a frozen copy of data/content.json, so the coach's edits to the real file
// (new articles, reworded titles, renamed pictures) never change what a unit test asserts. Browser tests
// read the content of the site under test instead (e2e/test.ts).
import frozen from "./content.json"

/** The shape of content.json, as the frozen copy has it. */
export type Content = typeof frozen

/** A fresh copy of the frozen content, for a test to change freely. */
export const frozenContent = (): Content => JSON.parse(JSON.stringify(frozen))
