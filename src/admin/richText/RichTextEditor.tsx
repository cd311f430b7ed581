import type { Node } from "@tiptap/pm/model"
import { NodeSelection } from "@tiptap/pm/state"
import { EditorContent, useEditor, type Editor } from "@tiptap/react"
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from "react"
import { DisplayUrl } from "./DisplayUrl"
import { richTextExtensions } from "./extensions"
import { LinkForm } from "./LinkForm"
import { PictureForm, type PictureDetails } from "./PictureForm"
import type { ControlProps } from "../decap"
import * as styles from "./RichTextControl.module.css"
import { storedHtml } from "./storedHtml"
import { Toolbar } from "./Toolbar"

type Props = Pick<
  ControlProps<string>,
  | "forID"
  | "field"
  | "onChange"
  | "mediaPaths"
  | "onOpenMediaLibrary"
  | "onRemoveInsertedMedia"
  | "getAsset"
> & {
  value: string
  label: string
  inline: boolean
  editorRef: RefObject<Editor | null>
  /** It was tabbed to, clicked or asked for by Decap. */
  focusOnMount: boolean
}

/** Nothing is written back until the coach edits; undoing every edit restores the loaded value. */
export function RichTextEditor({ forID, field, label, inline, value, editorRef, ...props }: Props) {
  const [panel, setPanel] = useState<"link" | "describe" | null>(null)
  const lastValue = useRef(value)
  const loaded = useRef<{ value: string; doc?: Node }>({ value })

  const extensions = useMemo(() => richTextExtensions(inline), [inline])
  const editorProps = useMemo(
    () => ({
      attributes: {
        id: forID,
        "aria-label": label,
        "aria-multiline": "true",
        class: styles.editable ?? "",
      },
      handleKeyDown: (_view: unknown, event: KeyboardEvent) => {
        if (!(event.key === "k" && (event.metaKey || event.ctrlKey))) return false
        setPanel("link")
        return true
      },
    }),
    // setPanel never changes; named because the React Compiler infers it and skips the component otherwise.
    [forID, label, setPanel],
  )
  const [content] = useState(value)
  const editor = useEditor(
    {
      extensions,
      content,
      editorProps,
      onUpdate: ({ editor }) => {
        const { doc } = editor.state
        const html = loaded.current.doc?.eq(doc) ? loaded.current.value : storedHtml(doc, inline)
        if (html === lastValue.current) return
        lastValue.current = html
        props.onChange(html)
      },
    },
    [inline],
  )

  // In the task of the focus that mounted it, so a key pressed right after Tab reaches the text.
  const { focusOnMount } = props
  useLayoutEffect(() => {
    if (!editor) return
    editorRef.current = editor
    if (focusOnMount) editor.view.focus()
    return () => {
      editorRef.current = null
    }
  }, [editor, editorRef, focusOnMount])

  useEffect(() => {
    if (editor) loaded.current = { value: loaded.current.value, doc: editor.state.doc }
  }, [editor])

  // The entry loaded or a list reordered: shown as it is, never written back.
  useEffect(() => {
    if (!editor || value === lastValue.current) return
    editor.chain().setMeta("addToHistory", false).setContent(value, { emitUpdate: false }).run()
    lastValue.current = value
    loaded.current = { value, doc: editor.state.doc }
  }, [editor, value])

  const chosen = props.mediaPaths.get(forID)
  const selection = editor?.state.selection
  const selectedPicture =
    selection instanceof NodeSelection && selection.node.type.name === "image"
      ? selection.node
      : undefined
  const displayUrl = (src: string) => {
    const asset = props.getAsset(src, field)
    // While Decap fetches a file it answers with a placeholder named empty.svg.
    return asset.path === "empty.svg" ? undefined : String(asset) || undefined
  }
  const closeChosen = () => {
    props.onRemoveInsertedMedia(forID)
    editor?.commands.focus()
  }
  const insertPicture = (src: string, details: PictureDetails) => {
    editor
      ?.chain()
      .focus()
      .insertContent({ type: "image", attrs: { src, ...details } })
      .run()
    props.onRemoveInsertedMedia(forID)
  }

  if (!editor) return null
  return (
    <DisplayUrl.Provider value={displayUrl}>
      <Toolbar
        editor={editor}
        label={label}
        controls={forID}
        onLink={() => setPanel("link")}
        onPicture={() =>
          props.onOpenMediaLibrary({
            controlID: forID,
            forImage: true,
            privateUpload: field.get("private"),
            value: "",
            allowMultiple: false,
            field,
          })
        }
        onDescribePicture={() => setPanel("describe")}
      />
      {panel === "link" && <LinkForm editor={editor} onClose={() => setPanel(null)} />}
      {typeof chosen === "string" && chosen !== "" && (
        <PictureForm
          key={chosen}
          src={chosen}
          inserting
          onSave={(details) => insertPicture(chosen, details)}
          onCancel={closeChosen}
        />
      )}
      {panel === "describe" && selectedPicture && (
        <PictureForm
          src={String(selectedPicture.attrs.src)}
          alt={String(selectedPicture.attrs.alt ?? "")}
          inserting={false}
          onSave={({ alt }) => {
            editor.chain().focus().updateAttributes("image", { alt }).run()
            setPanel(null)
          }}
          onCancel={() => {
            editor.commands.focus()
            setPanel(null)
          }}
        />
      )}
      <EditorContent editor={editor} />
    </DisplayUrl.Provider>
  )
}
