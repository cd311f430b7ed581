import type { Node } from "@tiptap/pm/model"
import { NodeSelection } from "@tiptap/pm/state"
import { EditorContent, useEditor } from "@tiptap/react"
import {
  useEffect,
  useEffectEvent,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type Ref,
} from "react"
import { contentProblems } from "./contentProblems"
import { DisplayUrl } from "./DisplayUrl"
import { richTextExtensions } from "./extensions"
import { LinkForm } from "./LinkForm"
import { PictureForm, type PictureDetails } from "./PictureForm"
import * as styles from "./RichTextControl.module.css"
import { storedHtml } from "./storedHtml"
import { Toolbar } from "./Toolbar"

/** Decap passes the field's config and the media paths as Immutable.js Maps; only `get` is used. */
export type ImmutableMap = { get(key: string): unknown }
/** Decap's AssetProxy: its string is the URL to show the file from; `path` says which file it is. */
type Asset = { path?: string; toString(): string }

/** The props Decap 3 gives a widget control (decap-cms-core Widget.js) that this one reads. */
type Props = {
  value?: string | null
  field: ImmutableMap
  forID: string
  onChange: (value: string) => void
  mediaPaths: ImmutableMap
  onOpenMediaLibrary: (options: {
    controlID: string
    forImage: boolean
    privateUpload: unknown
    value: string
    allowMultiple: boolean
    field: ImmutableMap
  }) => void
  onRemoveInsertedMedia: (controlID: string) => void
  onRemoveMediaControl: (controlID: string) => void
  getAsset: (path: string, field: ImmutableMap) => Asset
  classNameWrapper?: string
  setActiveStyle?: () => void
  setInactiveStyle?: () => void
  ref?: Ref<RichTextHandle>
}

/** What Decap's Widget reads from the control's ref. */
export type RichTextHandle = {
  isValid: () => true | { error: { message: string } }
  focus: () => void
  /** Decap's Widget asks this before re-rendering the control. */
  shouldComponentUpdate: (next: Record<string, unknown>) => boolean
}

// Besides Decap's own reasons (value and style), re-render when a picture chosen in the media library
// arrives and when Decap has fetched a file, so pictures show.
const RENDER_ON = [
  "value",
  "classNameWrapper",
  "hasActiveStyle",
  "field",
  "mediaPaths",
  "isLoadingAsset",
]

/**
 * The rich-text widget's control: HTML in, HTML out, in the style content.json uses. Nothing is written
 * back until the coach edits, and undoing every edit writes back the value as it was loaded.
 */
export function RichTextControl({ ref, forID, field, ...props }: Props) {
  const inline = field.get("inline") === true
  const label = String(field.get("label") ?? field.get("name") ?? "")
  const value = props.value ?? ""
  const [panel, setPanel] = useState<"link" | "describe" | null>(null)
  // The value last written or loaded, and the document it was loaded as.
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
    [forID, label],
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

  useEffect(() => {
    if (editor) loaded.current = { value: loaded.current.value, doc: editor.state.doc }
  }, [editor])

  // A value from outside (the entry loaded, a list reordered): shown as it is, never written back.
  useEffect(() => {
    if (!editor || value === lastValue.current) return
    editor.chain().setMeta("addToHistory", false).setContent(value, { emitUpdate: false }).run()
    lastValue.current = value
    loaded.current = { value, doc: editor.state.doc }
  }, [editor, value])

  const removeMediaControl = useEffectEvent(() => props.onRemoveMediaControl(forID))
  useEffect(() => () => removeMediaControl(), [])

  // The props Decap's Widget last had, to tell what changed.
  const seen = useRef<Record<string, unknown>>({ ...props, field })
  useImperativeHandle(
    ref,
    () => ({
      isValid: () => {
        const problems = editor ? contentProblems(editor.state.doc) : []
        return problems.length === 0 ? true : { error: { message: problems.join(" ") } }
      },
      focus: () => editor?.commands.focus(),
      shouldComponentUpdate: (next) => {
        const changed = RENDER_ON.some((key) => next[key] !== seen.current[key])
        seen.current = next
        return changed
      },
    }),
    [editor],
  )

  // The picture the coach chose in the media library waits in Decap's store until it is inserted.
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
    <div
      className={[props.classNameWrapper, styles.control, inline && styles.inline]
        .filter(Boolean)
        .join(" ")}
      onFocus={() => props.setActiveStyle?.()}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) props.setInactiveStyle?.()
      }}
    >
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
    </div>
  )
}
