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

/** The props Decap gives this control: its value is the field's HTML. */
type RichTextProps = ControlProps<string, RichTextHandle>

/** What Decap's Widget reads from the control's ref. */
export type RichTextHandle = {
  isValid: () => true | { error: { message: string } }
  focus: () => void
  /** Decap's Widget asks this before re-rendering the control. */
  shouldComponentUpdate: (next: Record<string, unknown>) => boolean
}

// Besides Decap's own reasons (value and style), re-render when a picture chosen in the media library
// arrives, when Decap has fetched a file, so pictures show, and when the field's list item opens or
// closes, so a text not mounted yet is drawn once it can be seen.
const RENDER_ON = [
  "value",
  "classNameWrapper",
  "hasActiveStyle",
  "field",
  "mediaPaths",
  "isLoadingAsset",
  "isParentListCollapsed",
]

/**
 * How near the visible part of Decap's form a text's editor is mounted: a screen above and below it, so
 * that scrolling at a reading pace meets only mounted editors.
 */
const NEAR = "100% 0px"

/**
 * The box that scrolls the field: Decap's form pane, not the page. An IntersectionObserver's margin
 * widens only its root, and a scrolling box between field and root would still cut the field off at
 * the box's own edge, so the box itself is the root.
 */
function scrollingBox(element: Element): Element | null {
  for (let box = element.parentElement; box; box = box.parentElement) {
    const { overflowY } = getComputedStyle(box)
    if (overflowY === "auto" || overflowY === "scroll") return box
  }
  return null
}

/**
 * The rich-text widget's control. Decap renders every field of the entry when it opens, collapsed items
 * and sections included (hidden with display: none), and a TipTap editor per text made "Site content"
 * slow to open in proportion to the content. So a text is first shown as the page would show it, and
 * its editor is mounted when it comes near the visible part of the form (its item or section opened, or
 * scrolled to), when it is focused (Tab, a click), or when Decap asks to focus it. Mounting writes
 * nothing back.
 */
export function RichTextControl({ ref, forID, field, ...props }: RichTextProps) {
  const inline = field.get("inline") === true
  const label = String(field.get("label") ?? field.get("name") ?? "")
  const value = props.value ?? ""
  // Without IntersectionObserver nothing would say when the text comes near: mounted at once.
  const [mounted, setMounted] = useState<"no" | "yes" | "focused">(() =>
    typeof IntersectionObserver === "undefined" ? "yes" : "no",
  )
  const box = useRef<HTMLDivElement>(null)
  const editor = useRef<Editor | null>(null)
  // The value as Decap last gave it, for checking a text whose editor is not mounted.
  const latest = useRef(value)
  useLayoutEffect(() => {
    latest.current = value
  }, [value])

  // Nothing of a collapsed list item shows (Decap hides it): it is neither drawn nor watched until it opens.
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

  // The props Decap's Widget last had, to tell what changed.
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
              // Within the focus event itself, not whenever React schedules it: the editor holds the
              // focus before the next key can be handled.
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
