import { readableDate } from "../model/date"
import { localDay, unpublishedAs } from "../model/publishing"
import { plainText } from "../model/sanitize"
import type { ImmutableMap, ListControl } from "./decap"
import { extendControl } from "./extendControl"

// A list item, as Decap hands it: an Immutable Map.
const isItem = (item: unknown): item is ImmutableMap =>
  typeof item === "object" && item !== null && typeof (item as ImmutableMap).get === "function"

/**
 * What the list says before an item the site does not show today: "Draft · ", or "Scheduled · 5
 * January 2031 · " for one dated later, which appears by itself on its day (src/model/publishing.ts).
 */
function publishingPrefix(item: unknown, today: string): string {
  if (!isItem(item)) return ""
  const publishing = { draft: item.get("draft"), date: item.get("date") }
  const why = unpublishedAs(publishing, today)
  if (why === "draft") return "Draft · "
  return why === "scheduled" ? `Scheduled · ${readableDate(String(publishing.date))} · ` : ""
}

/**
 * Decap's list control, with each collapsed item named in plain words. Decap fills the list's summary
 * template ("{{fields.title}}") with the field's value as stored, and a title is HTML: "Leading Through
 * Change:<br>Five Habits" showed its tag. Decap's templates have no filter for that, so the label it
 * computes is turned into the text the site shows (markup dropped, entities decoded, a line break a
 * space), as the tab's name and the share card do. An item the site does not show today says so first:
 * "Draft · …", "Scheduled · 5 January 2031 · …".
 *
 * Runtime code, not a patch to Decap: the label follows the site's own rules (what the site shows
 * today, src/model/publishing.ts; its plain text, src/model/sanitize.ts), which Decap's files
 * cannot import, and a summary in Decap's configuration can only be a string template.
 */
export function plainSummaries<C extends Pick<ListControl, "prototype">>(
  ListControl: C,
  // The editor's day: the calendar day on the coach's own computer.
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
