import { Mark, Node, wrappingInputRule, type Extensions } from "@tiptap/core"
import { Image } from "@tiptap/extension-image"
import { ReactNodeViewRenderer } from "@tiptap/react"
import { StarterKit, type StarterKitOptions } from "@tiptap/starter-kit"
import { blockAllowList, inlineAllowList } from "../../model/sanitize"
import { addressProblem } from "./addresses"
import { PictureView } from "./PictureView"

// TipTap would otherwise read "640" as a number.
const textAttribute = (name: string) => ({
  default: null,
  parseHTML: (element: HTMLElement) => element.getAttribute(name),
})

/**
 * Keeps a refused address so the validity check can name it, rendering it nowhere. No target/rel:
 * the sanitiser sets them on outbound links at build.
 */
const Link = Mark.create({
  name: "link",
  priority: 1000,
  inclusive: false,
  addAttributes: () => ({ href: textAttribute("href"), title: textAttribute("title") }),
  parseHTML: () => [{ tag: "a[href]" }],
  renderHTML({ mark, HTMLAttributes }) {
    const href = addressProblem("a", mark.attrs.href ?? "") ? null : mark.attrs.href
    return ["a", { ...HTMLAttributes, href }, 0]
  },
})

const Cite = Mark.create({
  name: "cite",
  parseHTML: () => [{ tag: "cite" }],
  renderHTML: () => ["cite", 0],
})

/** The sanitiser keeps no start or type attribute. */
const OrderedList = Node.create({
  name: "orderedList",
  group: "block list",
  content: "listItem+",
  parseHTML: () => [{ tag: "ol" }],
  renderHTML: () => ["ol", 0],
  addCommands() {
    return {
      toggleOrderedList:
        () =>
        ({ commands }) =>
          commands.toggleList(this.name, "listItem", false),
    }
  },
  addKeyboardShortcuts() {
    return { "Mod-Shift-7": () => this.editor.commands.toggleOrderedList() }
  },
  addInputRules() {
    return [wrappingInputRule({ find: /^1\.\s$/, type: this.type })]
  },
})

/** Inline, as the content has always put it: `<p><img …></p>`. Other hosts' pictures never load. */
const Picture = Image.extend({
  addAttributes: () => ({
    src: textAttribute("src"),
    alt: textAttribute("alt"),
    width: textAttribute("width"),
    height: textAttribute("height"),
  }),
  parseHTML: () => [
    {
      tag: "img[src]",
      getAttrs: (element) =>
        addressProblem("img", element.getAttribute("src") ?? "") ? false : null,
    },
  ],
  // TipTap's markdown shortcut ![alt](url) would take any address.
  addInputRules: () => [],
  addNodeView: () => ReactNodeViewRenderer(PictureView),
}).configure({ inline: true })

/** Enter breaks the line; the wrapper is never saved. */
const SingleParagraph = Node.create({
  name: "doc",
  topNode: true,
  content: "paragraph",
  addKeyboardShortcuts() {
    return { Enter: () => this.editor.commands.setHardBreak() }
  },
})

type HeadingLevel = NonNullable<Exclude<StarterKitOptions["heading"], false>["levels"]>[number]

export function headingLevels(inline: boolean): HeadingLevel[] {
  const allow = inline ? inlineAllowList : blockAllowList
  return allow.tags.flatMap((tag) => {
    const level = /^h([1-6])$/.exec(tag)?.[1]
    return level ? [Number(level) as HeadingLevel] : []
  })
}

/** A feature is on only when the sanitiser keeps every tag it writes. */
export function richTextExtensions(inline: boolean): Extensions {
  const allow = inline ? inlineAllowList : blockAllowList
  const keeps = (...tags: string[]) => tags.every((tag) => allow.tags.includes(tag))
  const keepsAttributes = (tag: string, ...names: string[]) =>
    keeps(tag) && names.every((name) => allow.attributes[tag]?.includes(name))
  const feature = (...tags: string[]) => (keeps(...tags) ? {} : false)
  const levels = headingLevels(inline)

  return [
    StarterKit.configure({
      ...(inline && { document: false as const }),
      bold: feature("strong"),
      italic: feature("em"),
      hardBreak: feature("br"),
      heading: levels.length > 0 && { levels },
      blockquote: feature("blockquote"),
      horizontalRule: feature("hr"),
      bulletList: feature("ul", "li"),
      listItem: feature("li"),
      listKeymap: feature("li"),
      code: feature("code"),
      codeBlock: feature("pre", "code"),
      strike: feature("s"),
      underline: feature("u"),
      link: false,
      orderedList: false,
      // It would append an empty paragraph to every document.
      trailingNode: false,
    }),
    ...(inline ? [SingleParagraph] : []),
    ...(keepsAttributes("a", "href", "title") ? [Link] : []),
    ...(keeps("cite") ? [Cite] : []),
    ...(keeps("ol", "li") ? [OrderedList] : []),
    ...(keepsAttributes("img", "src", "alt", "width", "height") ? [Picture] : []),
  ]
}
