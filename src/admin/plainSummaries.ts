import { plainText } from "../content/sanitize"

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
  // A subclass without `class` syntax: Decap ships native classes, and the editor's build compiles
  // ours for older browsers into a function, which may not call a native class's constructor.
  function PlainSummaryList(...args: unknown[]) {
    return Reflect.construct(
      ListControl as unknown as new (...a: unknown[]) => object,
      args,
      PlainSummaryList,
    )
  }
  Object.setPrototypeOf(PlainSummaryList, ListControl)
  PlainSummaryList.prototype = Object.create(ListControl.prototype, {
    constructor: { value: PlainSummaryList, writable: true, configurable: true },
    objectLabel: {
      value(this: unknown, item: unknown) {
        const label = objectLabel.call(this, item)
        return typeof label === "string" ? plainText(label) : label
      },
      writable: true,
      configurable: true,
    },
  })
  return PlainSummaryList as unknown as C
}
