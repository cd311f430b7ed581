import type { ChainedCommands, Editor } from "@tiptap/react"
import { NodeSelection } from "@tiptap/pm/state"
import { useEditorState } from "@tiptap/react"
import { useRef, useState, type KeyboardEvent } from "react"
import * as styles from "./RichTextControl.module.css"

type Props = {
  editor: Editor
  /** The field's label, to name the toolbar. */
  label: string
  /** The id of the editable area the toolbar acts on. */
  controls: string
  onLink: () => void
  onPicture: () => void
  onDescribePicture: () => void
}

type Tool = {
  label: string
  /** Present on toggle buttons: whether the selection has it. */
  pressed?: boolean
  disabled?: boolean
  act: () => void
}

/**
 * The formatting buttons, only those the field's schema has. One tab stop; the arrow keys, Home and End
 * move between the buttons (the WAI-ARIA toolbar pattern).
 */
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
  const { marks, nodes } = editor.schema
  const run = (command: (chain: ChainedCommands) => ChainedCommands) => () =>
    command(editor.chain().focus()).run()
  const headings = (editor.extensionManager.extensions.find(({ name }) => name === "heading")
    ?.options.levels ?? []) as number[]

  const offered: (Tool | false | undefined)[] = [
    marks.bold && { label: "Bold", pressed: state.bold, act: run((c) => c.toggleBold()) },
    marks.italic && { label: "Italic", pressed: state.italic, act: run((c) => c.toggleItalic()) },
    headings.includes(3) && {
      label: "Heading",
      pressed: state.heading3,
      act: run((c) => c.toggleHeading({ level: 3 })),
    },
    headings.includes(4) && {
      label: "Subheading",
      pressed: state.heading4,
      act: run((c) => c.toggleHeading({ level: 4 })),
    },
    nodes.bulletList && {
      label: "Bullet list",
      pressed: state.bulletList,
      act: run((c) => c.toggleBulletList()),
    },
    nodes.orderedList && {
      label: "Numbered list",
      pressed: state.orderedList,
      act: run((c) => c.toggleOrderedList()),
    },
    nodes.blockquote && {
      label: "Quotation",
      pressed: state.blockquote,
      act: run((c) => c.toggleBlockquote()),
    },
    marks.link && { label: "Link", pressed: state.link, act: actions.onLink },
    nodes.hardBreak && { label: "Line break", act: run((c) => c.setHardBreak()) },
    nodes.horizontalRule && { label: "Divider", act: run((c) => c.setHorizontalRule()) },
    nodes.image && { label: "Picture", act: actions.onPicture },
    nodes.image && {
      label: "Picture description",
      disabled: !state.pictureSelected,
      act: actions.onDescribePicture,
    },
  ]
  const tools = offered.filter((tool): tool is Tool => Boolean(tool))

  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const [current, setCurrent] = useState(0)
  const enabled = tools.flatMap((tool, index) => (tool.disabled ? [] : [index]))
  // The tab stop stays on an enabled button even when the one it was on is disabled.
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
          // A pointer leaves the focus in the text: TipTap hands it back only a frame later, and a key
          // pressed in between would reach the button (a space presses it again).
          onMouseDown={(event) => event.preventDefault()}
          onClick={tool.act}
        >
          {tool.label}
        </button>
      ))}
    </div>
  )
}
