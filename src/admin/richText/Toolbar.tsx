import type { ChainedCommands, Editor } from "@tiptap/react"
import type { Schema } from "@tiptap/pm/model"
import { NodeSelection } from "@tiptap/pm/state"
import { useEditorState } from "@tiptap/react"
import { useRef, useState, type KeyboardEvent } from "react"
import * as styles from "./RichTextControl.module.css"

type Props = {
  editor: Editor
  label: string
  controls: string
  onLink: () => void
  onPicture: () => void
  onDescribePicture: () => void
}

type Tool = {
  label: ToolName
  pressed?: boolean
  disabled?: boolean
  act: () => void
}

const TOOL_NAMES = [
  "Bold",
  "Italic",
  "Heading",
  "Subheading",
  "Bullet list",
  "Numbered list",
  "Quotation",
  "Link",
  "Line break",
  "Divider",
  "Picture",
  "Picture description",
] as const
type ToolName = (typeof TOOL_NAMES)[number]

/** The same with an editor or without one, so mounting moves nothing. */
function offeredTools(schema: Schema, headings: readonly number[]): ToolName[] {
  const { marks, nodes } = schema
  const has: Record<ToolName, unknown> = {
    Bold: marks.bold,
    Italic: marks.italic,
    Heading: headings.includes(3),
    Subheading: headings.includes(4),
    "Bullet list": nodes.bulletList,
    "Numbered list": nodes.orderedList,
    Quotation: nodes.blockquote,
    Link: marks.link,
    "Line break": nodes.hardBreak,
    Divider: nodes.horizontalRule,
    Picture: nodes.image,
    "Picture description": nodes.image,
  }
  return TOOL_NAMES.filter((name) => Boolean(has[name]))
}

const NEEDS_PICTURE = "Picture description" satisfies ToolName

/** One tab stop; arrows, Home and End move between buttons (the WAI-ARIA toolbar pattern). */
export function Toolbar({ editor, label, controls, ...actions }: Props) {
  const state = useEditorState({
    editor,
    selector: ({ editor }) => ({
      bold: editor.isActive("bold"),
      italic: editor.isActive("italic"),
      heading3: editor.isActive("heading", { level: 3 }),
      heading4: editor.isActive("heading", { level: 4 }),
      bulletList: editor.isActive("bulletList"),
      orderedList: editor.isActive("orderedList"),
      blockquote: editor.isActive("blockquote"),
      link: editor.isActive("link"),
      pictureSelected:
        editor.state.selection instanceof NodeSelection &&
        editor.state.selection.node.type.name === "image",
    }),
  })
  const run = (command: (chain: ChainedCommands) => ChainedCommands) => () =>
    command(editor.chain().focus()).run()
  const headings = (editor.extensionManager.extensions.find(({ name }) => name === "heading")
    ?.options.levels ?? []) as number[]

  const all: Record<ToolName, Omit<Tool, "label">> = {
    Bold: { pressed: state.bold, act: run((c) => c.toggleBold()) },
    Italic: { pressed: state.italic, act: run((c) => c.toggleItalic()) },
    Heading: { pressed: state.heading3, act: run((c) => c.toggleHeading({ level: 3 })) },
    Subheading: { pressed: state.heading4, act: run((c) => c.toggleHeading({ level: 4 })) },
    "Bullet list": { pressed: state.bulletList, act: run((c) => c.toggleBulletList()) },
    "Numbered list": { pressed: state.orderedList, act: run((c) => c.toggleOrderedList()) },
    Quotation: { pressed: state.blockquote, act: run((c) => c.toggleBlockquote()) },
    Link: { pressed: state.link, act: actions.onLink },
    "Line break": { act: run((c) => c.setHardBreak()) },
    Divider: { act: run((c) => c.setHorizontalRule()) },
    Picture: { act: actions.onPicture },
    [NEEDS_PICTURE]: { disabled: !state.pictureSelected, act: actions.onDescribePicture },
  }
  const tools: Tool[] = offeredTools(editor.schema, headings).map((label) => ({
    label,
    ...all[label],
  }))

  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const [current, setCurrent] = useState(0)
  const enabled = tools.flatMap((tool, index) => (tool.disabled ? [] : [index]))
  const tabStop = enabled.includes(current) ? current : (enabled[0] ?? 0)

  const move = (event: KeyboardEvent) => {
    const at = enabled.indexOf(tabStop)
    const next = {
      ArrowRight: enabled[(at + 1) % enabled.length],
      ArrowLeft: enabled[(at - 1 + enabled.length) % enabled.length],
      Home: enabled[0],
      End: enabled.at(-1),
    }[event.key]
    if (next === undefined) return
    event.preventDefault()
    setCurrent(next)
    buttons.current[next]?.focus()
  }

  return (
    <div
      role="toolbar"
      aria-label={`${label}: formatting`}
      aria-controls={controls}
      className={styles.toolbar}
      onKeyDown={move}
    >
      {tools.map((tool, index) => (
        <button
          key={tool.label}
          ref={(button) => {
            buttons.current[index] = button
          }}
          type="button"
          className={styles.button}
          tabIndex={index === tabStop ? 0 : -1}
          aria-pressed={tool.pressed}
          disabled={tool.disabled}
          onFocus={() => setCurrent(index)}
          // TipTap refocuses the text a frame later; a key in between would press this button.
          onMouseDown={(event) => event.preventDefault()}
          onClick={tool.act}
        >
          {tool.label}
        </button>
      ))}
    </div>
  )
}

/** Inert and unnamed until the text is reached, so mounting the real toolbar moves nothing. */
export function ToolbarPlaceholder({ schema, headings }: { schema: Schema; headings: number[] }) {
  return (
    <div className={styles.toolbar} aria-hidden="true" inert>
      {offeredTools(schema, headings).map((name) => (
        <button
          key={name}
          type="button"
          className={styles.button}
          tabIndex={-1}
          disabled={name === NEEDS_PICTURE}
        >
          {name}
        </button>
      ))}
    </div>
  )
}
