// Proved over the editor's whole schema, over hostile values loaded into it, and over its links.
import { screen } from "@testing-library/react"
import { Editor } from "@tiptap/core"
import type { MarkType, Node, NodeType } from "@tiptap/pm/model"
import { blockAllowList, inlineAllowList, sanitizeContentHtml } from "../../../model/sanitize"
import { installEditing } from "../../../test/editing"
import { renderRichText, renderRichTextOutOfView } from "../../../test/richText"
import { addressProblem } from "../addresses"
import { richTextExtensions } from "../extensions"
import { storedDocument } from "../storedDocument"
import { storedHtml } from "../storedHtml"

const MODES = [
  { mode: "block", inline: false, allow: blockAllowList },
  { mode: "inline", inline: true, allow: inlineAllowList },
] as const

// The attributes the sanitiser adds on its own (outbound links, lazy pictures): the editor need not.
const ADDED_BY_SANITISER = ["target", "rel", "loading", "decoding"]

const parse = (html: string) => {
  const template = document.createElement("template")
  template.innerHTML = html
  return template.content
}

/** The HTML as a tree, written out with sorted attributes, so `<br />` and `<br>` compare equal. */
function canonical(html: string, drop: string[] = []): string {
  const fragment = parse(html)
  for (const element of fragment.querySelectorAll("*")) {
    const attributes = [...element.attributes].filter(({ name }) => !drop.includes(name))
    for (const { name } of [...element.attributes]) element.removeAttribute(name)
    attributes.sort((a, b) => a.name.localeCompare(b.name))
    for (const { name, value } of attributes) element.setAttribute(name, value)
  }
  const container = document.createElement("div")
  container.append(fragment)
  return container.innerHTML
}

/** Asserts that sanitising the editor's output at build would change nothing but add its own attributes. */
function expectKeptBySanitiser(output: string, inline: boolean) {
  expect(canonical(sanitizeContentHtml(output, inline), ADDED_BY_SANITISER)).toBe(canonical(output))
  for (const element of parse(output).querySelectorAll("*")) {
    for (const { name } of element.attributes) expect(ADDED_BY_SANITISER).not.toContain(name)
  }
}

const SAMPLE_ATTRIBUTES: Record<string, string> = {
  href: "https://example.org/",
  src: "/articles/a.png",
}

/** A document with every node and mark of the editor's schema, every attribute given a value. */
function everything(editor: Editor): Node {
  const { schema } = editor
  const attrs = (type: NodeType | MarkType) =>
    Object.fromEntries(
      Object.keys(type.spec.attrs ?? {}).map((name) => [name, SAMPLE_ATTRIBUTES[name] ?? "7"]),
    )
  const inlines: Node[] = []
  const blocks: Node[] = []
  for (const type of Object.values(schema.nodes)) {
    if (type === schema.topNodeType || type.isText || type === schema.nodes.paragraph) continue
    if (type.isInline) inlines.push(type.create(attrs(type)))
    else if (type.name === "heading") {
      // Every level, even those no command makes: each must still write an allowed tag.
      for (const level of [1, 2, 3, 4, 5, 6]) blocks.push(type.create({ level }, schema.text("h")))
    } else blocks.push(type.createAndFill(attrs(type))!)
  }
  for (const type of Object.values(schema.marks))
    inlines.push(schema.text("m", [type.create(attrs(type))]))
  blocks.unshift(schema.nodes.paragraph!.create(null, inlines))

  const top = schema.topNodeType
  const content = blocks.map((block) =>
    top.contentMatch
      .findWrapping(block.type)!
      .reduceRight((inner, wrapper) => wrapper.create(null, inner), block),
  )
  const doc = top.create(null, content)
  doc.check()
  return doc
}

describe.each(MODES)("$mode mode", ({ inline, allow }) => {
  const editor = new Editor({ extensions: richTextExtensions(inline) })
  const output = storedHtml(everything(editor), inline)
  const elements = [...parse(output).querySelectorAll("*")]

  test("every element and attribute the editor can write is on the sanitiser's allow-list", () => {
    for (const element of elements) {
      const tag = element.tagName.toLowerCase()
      expect(allow.tags).toContain(tag)
      for (const { name } of element.attributes) expect(allow.attributes[tag] ?? []).toContain(name)
    }
    expectKeptBySanitiser(output, inline)
  })

  test("it offers every tag of the allow-list but the synonyms b, i and the unused figure", () => {
    const written = new Set(elements.map((element) => element.tagName.toLowerCase()))
    expect([...written].sort()).toEqual(
      allow.tags.filter((tag) => !["b", "i", "figure", "figcaption"].includes(tag)).sort(),
    )
  })
})

const HOSTILE = [
  "<p>Kept: <strong>bold</strong>, <b>b</b>, <em>em</em>, <i>i</i>, <cite>A Work</cite>.</p>",
  "<script>alert(1)</script><style>p { color: red }</style>",
  '<p onclick="steal()" style="position:fixed" class="x">Styled <span style="font-weight:bold">heavy</span></p>',
  '<iframe src="https://evil.example/"></iframe><object data="x"></object>',
  '<p><img src="/articles/a.png" alt="A" title="t" onerror="alert(1)" width="2" height="1" style="x"></p>',
  '<p><img src="data:image/png;base64,AAAA" alt="data"><img src="https://tracker.example/p.gif" alt="pixel"><img src="//cdn.example/x.png" alt="cdn"></p>',
  '<p><a href="javascript:alert(1)" title="go">js link</a> <a href=" java\tscript:alert(1)">tabbed</a></p>',
  '<p><a href="https://example.org/" target="_self" rel="opener" class="c" onclick="y()">out</a> <a href="/about" target="_blank">in</a></p>',
  "<h1>One</h1><h2>Two</h2><h5>Five</h5><h6>Six</h6>",
  '<ol start="3" type="a" reversed><li>three</li></ol><ul style="list-style:none"><li><p>a</p><p>b</p></li></ul>',
  "<form action='https://evil.example'><input name='card'><button>Pay</button></form>",
  "<pre><code>code()</code></pre><u>u</u><s>s</s><del>d</del><sup>2</sup><table><tr><td>cell</td></tr></table>",
  '<figure><img src="/articles/f.png" alt="f"><figcaption>Caption</figcaption></figure><hr class="x"><blockquote cite="x"><p>q</p></blockquote>',
].join("")

describe.each(MODES)("a hostile value loaded in $mode mode", ({ inline }) => {
  beforeEach(installEditing)

  test("comes out, after an edit, with nothing the sanitiser would remove", async () => {
    const { user, editable, written } = await renderRichText(HOSTILE, { inline })
    await user.click(editable)
    await user.keyboard("X")
    const output = written()!
    expect(output).toMatch(/^(<p>)?X/)
    expect(output).not.toMatch(
      /script|alert|steal|evil|tracker|data:|cdn\.example|style=|class=|<h[1256]|start=|type=|<table|<form|<input/i,
    )
    expectKeptBySanitiser(output, inline)
  })

  test("shows, before its editor is mounted, only what the sanitiser keeps, and no address to follow", async () => {
    await renderRichTextOutOfView(HOSTILE, { inline })
    const shown = screen.getByRole("group", { name: "Content" })
    expect(shown.innerHTML).not.toMatch(
      /alert|steal|evil|tracker|data:|cdn\.example|style=|onclick|onerror|<script|<iframe|<object|<form|<input|<table/i,
    )
    expect(shown.querySelector("[href]")).toBeNull()
  })

  test("is judged on the same document whether its editor is mounted or not", () => {
    const editor = new Editor({ extensions: richTextExtensions(inline), content: HOSTILE })
    expect(storedDocument(HOSTILE, inline).toJSON()).toEqual(editor.state.doc.toJSON())
    editor.destroy()
  })
})

test("an address the editor accepts is one the sanitiser keeps as it is", () => {
  const addresses = [
    "https://example.org/a?b=c#d",
    "HTTP://EXAMPLE.ORG",
    "mailto:coach@example.org",
    "tel:+15555550123",
    "#contact",
    "/articles/feedback-loop.svg",
    "/",
    "//evil.example/x",
    "/\\evil.example",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "java\tscript:alert(1)",
    " javascript:alert(1)",
    "data:text/html,<script>x</script>",
    "vbscript:x",
    "ftp://example.org",
    "sms:123",
    "relative/page",
    "./page",
    "?q=1",
    "/<!--x-->/evil.example",
    "https://example.org/a b",
    "https://0x7f.1/",
    "https://cal.com:99999/x",
    "https://user:pw@example.org/",
    "",
  ]
  for (const tag of ["a", "img"] as const) {
    const accepted = addresses.filter((address) => addressProblem(tag, address) === null)
    for (const address of accepted) {
      const attribute = tag === "a" ? "href" : "src"
      const kept = parse(sanitizeContentHtml(`<${tag} ${attribute}="${address}">x</${tag}>`))
      expect(kept.firstElementChild?.getAttribute(attribute)).toBe(address)
    }
    expect(accepted).toEqual(
      tag === "a" ? addresses.slice(0, 7) : ["/articles/feedback-loop.svg", "/"],
    )
  }
})

test("a link to an IP host or an address no browser opens is refused, saying why", () => {
  expect(addressProblem("a", "https://0x7f.1/")).toBe(
    "This address names its host by an IP address: use the site's name.",
  )
  expect(addressProblem("a", "https://cal.com:99999/x")).toBe(
    "This address is not an address a browser can open.",
  )
})
