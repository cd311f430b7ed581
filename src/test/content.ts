// The content unit tests see: a frozen copy of data/content.json, so the coach's edits to the real file
// (new articles, reworded titles, renamed pictures) never change what a unit test asserts. Browser tests
// read the content of the site under test instead (e2e/test.ts). Its type is the schema's: the
// validator's tests check that the frozen copy passes.
import type { Content } from "../model/schema"
import frozen from "./content.json"

export type { Content }

/** A fresh copy of the frozen content, for a test to change freely. */
export const frozenContent = (): Content => JSON.parse(JSON.stringify(frozen))

/**
 * One of the content's lists, which the schema lets the coach leave out (the page then shows
 * 'loading'): a test that counts on it fails here, saying which, rather than on an undefined.
 */
export function listOf<K extends keyof Content>(
  content: Content,
  name: K,
): NonNullable<Content[K]> {
  const list = content[name]
  if (list === undefined) throw new Error(`The content has no ${String(name)}`)
  return list as NonNullable<Content[K]>
}
