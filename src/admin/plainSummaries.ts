import { plainText } from "../content/sanitize"
import { extendControl } from "./extendControl"

/** What this file reads of Decap's list control: a class whose objectLabel names a collapsed item. */
type LabelledList = { prototype: { objectLabel(item: unknown): unknown } }

/**
 * Decap's list control, with each collapsed item named in plain words. Decap fills the list's summary
 * template ("{{fields.title}}") with the field's value as stored, and a title is HTML: "Leading Through
 * Change:<br>Five Habits" showed its tag. Decap's templates have no filter for that, so the label it
 * computes is turned into the text the site shows (markup dropped, entities decoded, a line break a
 * space), as the tab's name and the share card do.
 */
export function plainSummaries<C extends LabelledList>(ListControl: C): C {
  const objectLabel = ListControl.prototype.objectLabel
  return extendControl(ListControl, {
    prototype: {
      objectLabel(this: unknown, item: unknown) {
        const label = objectLabel.call(this, item)
        return typeof label === "string" ? plainText(label) : label
      },
    },
  })
}
