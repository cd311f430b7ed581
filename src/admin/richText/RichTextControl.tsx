import type { Editor } from "@tiptap/react"
import {
  useEffect,
  useEffectEvent,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
} from "react"
import { flushSync } from "react-dom"
import { contentProblems } from "./contentProblems"
import { headingLevels } from "./extensions"
import { RichTextEditor } from "./RichTextEditor"
import * as styles from "./RichTextControl.module.css"
import { RichTextPlaceholder } from "./RichTextPlaceholder"
import { schemaFor, storedDocument } from "./storedDocument"
import { ToolbarPlaceholder } from "./Toolbar"
import { classNames } from "../../lib/classNames"
import type { ControlProps } from "../decap"

type RichTextProps = ControlProps<string, RichTextHandle>

export type RichTextHandle = {
  isValid: () => true | { error: { message: string } }
  focus: () => void
  shouldComponentUpdate: (next: Record<string, unknown>) => boolean
}

// Also when a chosen picture or fetched file arrives, and when the list item opens.
const RENDER_ON = [
  "value",
  "classNameWrapper",
  "hasActiveStyle",
  "field",
  "mediaPaths",
  "isLoadingAsset",
  "isParentListCollapsed",
]

/** A screen above and below, so scrolling at a reading pace meets only mounted editors. */
const NEAR = "100% 0px"

/** An observer's margin widens only its root: a scrolling box in between would cut it off. */
function scrollingBox(element: Element): Element | null {
  for (let box = element.parentElement; box; box = box.parentElement) {
    const { overflowY } = getComputedStyle(box)
    if (overflowY === "auto" || overflowY === "scroll") return box
  }
  return null
}

/**
 * Decap renders every field when the entry opens, collapsed ones too, and an editor per text made
 * it open slowly in proportion to the content: a text shows as the page would until it is near,
 * focused or asked to focus. Mounting writes nothing back.
 */
export function RichTextControl({ ref, forID, field, ...props }: RichTextProps) {
  const inline = field.get("inline") === true
  const label = String(field.get("label") ?? field.get("name") ?? "")
  const value = props.value ?? ""
  const [mounted, setMounted] = useState<"no" | "yes" | "focused">(() =>
    typeof IntersectionObserver === "undefined" ? "yes" : "no",
  )
  const box = useRef<HTMLDivElement>(null)
  const editor = useRef<Editor | null>(null)
  const latest = useRef(value)
  useLayoutEffect(() => {
    latest.current = value
  }, [value])

  // Decap hides a collapsed list item: it is neither drawn nor watched until it opens.
  const hidden = props.isParentListCollapsed === true
  useEffect(() => {
    const element = box.current
    if (mounted !== "no" || hidden || !element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting))
          setMounted((now) => (now === "no" ? "yes" : now))
      },
      { root: scrollingBox(element), rootMargin: NEAR },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [mounted, hidden])

  const removeMediaControl = useEffectEvent(() => props.onRemoveMediaControl(forID))
  useEffect(() => () => removeMediaControl(), [])

  const seen = useRef<Record<string, unknown>>({ ...props, field })
  useImperativeHandle(
    ref,
    () => ({
      isValid: () => {
        const doc = editor.current?.state.doc ?? storedDocument(latest.current, inline)
        const problems = contentProblems(doc)
        return problems.length === 0 ? true : { error: { message: problems.join(" ") } }
      },
      focus: () => {
        if (editor.current) editor.current.commands.focus()
        else setMounted("focused")
      },
      shouldComponentUpdate: (next) => {
        const changed = RENDER_ON.some((key) => next[key] !== seen.current[key])
        seen.current = next
        return changed
      },
    }),
    [inline],
  )

  return (
    <div
      ref={box}
      className={classNames(props.classNameWrapper, styles.control, inline && styles.inline)}
      onFocus={() => props.setActiveStyle?.()}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) props.setInactiveStyle?.()
      }}
    >
      {mounted === "no" ? (
        !hidden && (
          <>
            <ToolbarPlaceholder schema={schemaFor(inline)} headings={headingLevels(inline)} />
            <RichTextPlaceholder
              id={forID}
              label={label}
              inline={inline}
              value={value}
              // In the focus event itself, so the editor holds the focus before the next key.
              onFocus={() => flushSync(() => setMounted("focused"))}
            />
          </>
        )
      ) : (
        <RichTextEditor
          forID={forID}
          field={field}
          label={label}
          inline={inline}
          value={value}
          onChange={props.onChange}
          mediaPaths={props.mediaPaths}
          onOpenMediaLibrary={props.onOpenMediaLibrary}
          onRemoveInsertedMedia={props.onRemoveInsertedMedia}
          getAsset={props.getAsset}
          editorRef={editor}
          focusOnMount={mounted === "focused"}
        />
      )}
    </div>
  )
}
