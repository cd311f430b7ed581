// What the one page shows of each resource list: its first items, in the coach's order, and how many
// there are in all. The rest are on the list's own page (/articles/ …), so the one page, its data and
// its HTML stay the same size however much the coach writes. A plain function, so the GraphQL resolver
// (plugins/source-content) and the editor's preview cut the lists alike.
import { RESOURCE_LISTS, type ResourceListName } from "./resourceLists"
import { sections } from "./schema"

/** A list as the one page shows it; absent when the list is (the page then shows 'loading'). */
export type ShortList<T> = { total: number; shown: T[] } | null

/** How many items of each list the one page shows: the coach's number, or the schema's default. */
export const shownPerList = (value: unknown) =>
  typeof value === "number" && Number.isInteger(value) && value >= sections.ResourcesShown.min
    ? value
    : sections.ResourcesShown.default

/** Each resource list of `content`, cut to its first `shown` items. An empty list is absent. */
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
