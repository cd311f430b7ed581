// The rest is on the list's own page, so the one page stays the same size as the coach writes.
import { RESOURCE_LISTS, type ResourceListName } from "./resourceLists"
import { sections } from "./schema"

export type ShortList<T> = { total: number; shown: T[] } | null

export const shownPerList = (value: unknown) =>
  typeof value === "number" && Number.isInteger(value) && value >= sections.ResourcesShown.min
    ? value
    : sections.ResourcesShown.default

export function shortLists<T>(
  content: Partial<Record<ResourceListName, readonly T[] | null>>,
  shown: unknown,
): Record<ResourceListName, ShortList<T>> {
  const count = shownPerList(shown)
  const cut = (items: readonly T[] | null | undefined): ShortList<T> =>
    items?.length ? { total: items.length, shown: items.slice(0, count) } : null
  const names = Object.keys(RESOURCE_LISTS) as ResourceListName[]
  return Object.fromEntries(names.map((name) => [name, cut(content[name])])) as Record<
    ResourceListName,
    ShortList<T>
  >
}
