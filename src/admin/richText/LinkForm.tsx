import type { Editor } from "@tiptap/react"
import { useState } from "react"
import { addressProblem } from "./addresses"
import { FieldForm } from "./FieldForm"
import * as styles from "./RichTextControl.module.css"

type Props = { editor: Editor; onClose: () => void }

/** Refuses an address the site would not keep. */
export function LinkForm({ editor, onClose }: Props) {
  const [current] = useState<string>(() => editor.getAttributes("link").href ?? "")
  const [address, setAddress] = useState(current)
  const [problem, setProblem] = useState<string | null>(null)

  const save = () => {
    const href = address.trim()
    const refused = addressProblem("a", href)
    if (refused) {
      setProblem(refused)
      return
    }
    const chain = editor.chain().focus().extendMarkRange("link")
    // With nothing selected, the address itself becomes the link's text.
    if (editor.state.selection.empty && !current) {
      chain.insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] })
    } else chain.setMark("link", { href })
    chain.run()
    onClose()
  }
  const remove = () => {
    editor.chain().focus().extendMarkRange("link").unsetMark("link").run()
    onClose()
  }
  const cancel = () => {
    editor.commands.focus()
    onClose()
  }

  return (
    <FieldForm
      name="Link"
      label="Link address"
      inputMode="url"
      value={address}
      onValueChange={(value) => {
        setAddress(value)
        setProblem(null)
      }}
      hint="https://…, mailto:…, tel:…, #contact for a part of this page, /articles/… for a page of this site"
      problem={problem}
      onSubmit={save}
      onCancel={cancel}
    >
      <button type="submit" className={styles.button}>
        Save link
      </button>
      {current && (
        <button type="button" className={styles.button} onClick={remove}>
          Remove link
        </button>
      )}
    </FieldForm>
  )
}
