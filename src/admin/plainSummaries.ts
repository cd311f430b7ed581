import { readableDate } from "../model/date"
import { localDay, unpublishedAs } from "../model/publishing"
import { plainText } from "../model/sanitize"
import type { ImmutableMap, ListControl } from "./decap"
import { extendControl } from "./extendControl"

const isItem = (item: unknown): item is ImmutableMap =>
  typeof item === "object" && item !== null && typeof (item as ImmutableMap).get === "function"

function publishingPrefix(item: unknown, today: string): string {
  if (!isItem(item)) return ""
  const publishing = { draft: item.get("draft"), date: item.get("date") }
  const why = unpublishedAs(publishing, today)
  if (why === "draft") return "Draft · "
  return why === "scheduled" ? `Scheduled · ${readableDate(String(publishing.date))} · ` : ""
}

/**
 * Decap fills "{{fields.title}}" with the stored HTML ("Change:<br>Five…"), and its templates have
 * no filter: the label becomes the site's plain text, with "Draft · " or "Scheduled · <day> · "
 * before it. Not a patch: it follows src/model/publishing.ts and sanitize.ts, which Decap's files
 * cannot import.
 */
export function plainSummaries<C extends Pick<ListControl, "prototype">>(
  ListControl: C,
  // The calendar day on the coach's own computer.
  today: () => string = localDay,
): C {
  const objectLabel = ListControl.prototype.objectLabel
  return extendControl(ListControl, {
    objectLabel(this: unknown, item: unknown) {
      const label = objectLabel.call(this, item)
      return typeof label === "string"
        ? `${publishingPrefix(item, today())}${plainText(label)}`
        : label
    },
  })
}
