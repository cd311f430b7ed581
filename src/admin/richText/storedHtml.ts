import { DOMSerializer, type Node } from "@tiptap/pm/model"

/** content.json's style: `<li>text</li>`, not TipTap's `<li><p>text</p></li>`; no final `<p>`. */
export function storedHtml(doc: Node, inline: boolean): string {
  const serializer = DOMSerializer.fromSchema(doc.type.schema)
  // A document of its own, so no picture starts loading while it is written out.
  const document = window.document.implementation.createHTMLDocument()
  const container = document.createElement("div")
  const content = inline ? doc.firstChild?.content : doc.content
  if (content) container.append(serializer.serializeFragment(content, { document }))
  if (inline) return container.innerHTML

  for (const item of container.querySelectorAll("li")) {
    const paragraphs = item.querySelectorAll(":scope > p")
    const first = item.firstElementChild
    // Only a leading lone paragraph: loading the result puts it back in a paragraph of its own.
    if (paragraphs.length === 1 && first === paragraphs[0]) first.replaceWith(...first.childNodes)
  }
  while (container.lastElementChild?.matches("p:empty")) container.lastElementChild.remove()
  return container.innerHTML
}
