// A frozen copy of data/content.json, so the coach's edits never change what a unit test asserts;
// the validator's tests check it passes. Browser tests read the site's own (e2e/test.ts).
import type { Content } from "../model/schema"
import frozen from "./content.json"

export type { Content }

export const frozenContent = (): Content => JSON.parse(JSON.stringify(frozen))

/** A test counting on a list the schema lets be left out fails here, naming it. */
export function listOf<K extends keyof Content>(
  content: Content,
  name: K,
): NonNullable<Content[K]> {
  const list = content[name]
  if (list === undefined) throw new Error(`The content has no ${String(name)}`)
  return list as NonNullable<Content[K]>
}
