/** @jest-environment node */
import { Component, createElement } from "react"
import { renderToString } from "react-dom/server"
import { plainSummaries } from "../plainSummaries"

// Decap's objectLabel fills the template with the stored value: what the editor showed before.
class DecapList {
  constructor(readonly props: { labels: unknown[] }) {}
  objectLabel(item: unknown) {
    return this.props.labels[item as number]
  }
  other() {
    return "kept"
  }
}

const labelOf = (stored: unknown) => {
  const List = plainSummaries(DecapList)
  return new List({ labels: [stored] }).objectLabel(0)
}

test("a title's line break reads as a space, and no tag shows", () => {
  expect(labelOf("A title:<br>and its second line")).toBe("A title: and its second line")
  expect(labelOf("<strong>Bold</strong> and <em>quiet</em><br/>leaders")).toBe(
    "Bold and quiet leaders",
  )
})

test("entities read as the characters they stand for", () => {
  expect(labelOf("Q&amp;A: &lt;Leading&gt; &quot;well&quot;")).toBe('Q&A: <Leading> "well"')
})

test("a hostile value is shown as its words only", () => {
  expect(labelOf('<img src=x onerror="alert(1)">Title<script>alert(2)</script>')).toBe("Title")
  expect(labelOf("{{fields.slug}} <br><br> ")).toBe("{{fields.slug}}")
})

test("what is not text is passed on as Decap gave it, and the rest of the control is Decap's", () => {
  expect(labelOf(undefined)).toBeUndefined()
  const List = plainSummaries(DecapList)
  const list = new List({ labels: [] })
  expect(list).toBeInstanceOf(DecapList)
  expect(list.other()).toBe("kept")
})

// As Decap's is: a React class component whose render shows objectLabel's result, compiled or not.
class DecapListComponent extends Component<{ label: string }> {
  objectLabel() {
    return this.props.label
  }
  render() {
    return createElement("span", null, this.objectLabel() as string)
  }
}

test("React renders it as Decap's component, with the label in plain words", () => {
  const List = plainSummaries(DecapListComponent)
  expect(renderToString(createElement(List, { label: "Title:<br>Subtitle" }))).toBe(
    "<span>Title: Subtitle</span>",
  )
})

// An item as Decap holds it (an Immutable Map, read with get()), in a list whose template shows its title.
class TitledList {
  constructor(readonly props: object) {}
  objectLabel(item: { get(key: string): unknown }) {
    return item.get("title")
  }
}

test("an item the site does not show today says why first: a draft, or the day it is scheduled for", () => {
  const List = plainSummaries(TitledList, () => "2026-11-26")
  const label = (fields: Record<string, unknown>) =>
    new List({}).objectLabel({
      get: (key: string) => ({ title: "Leading<br>Change", ...fields })[key],
    })
  expect(label({ draft: true, date: "2025-01-01" })).toBe("Draft · Leading Change")
  expect(label({ date: "2031-01-05" })).toBe("Scheduled · 5 January 2031 · Leading Change")
  expect(label({ date: "2026-11-26" })).toBe("Leading Change")
  expect(label({ draft: false })).toBe("Leading Change")
  expect(label({ draft: "yes" })).toBe("Leading Change")
})
