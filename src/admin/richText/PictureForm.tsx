import { useState } from "react"
import { addressProblem } from "./addresses"
import { useDisplayUrl } from "./DisplayUrl"
import { FieldForm } from "./FieldForm"
import * as styles from "./RichTextControl.module.css"

export type PictureDetails = { alt: string; width?: string; height?: string }

type Props = {
  src: string
  alt?: string
  /** A new picture: its natural size is read from the file, so the page can reserve its space. */
  inserting: boolean
  onSave: (details: PictureDetails) => void
  onCancel: () => void
}

export function PictureForm({ src, inserting, onSave, onCancel, ...props }: Props) {
  const url = useDisplayUrl(src)
  const [alt, setAlt] = useState(props.alt ?? "")
  const [size, setSize] = useState<{ width: string; height: string }>()
  const [failed, setFailed] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const refused = addressProblem("img", src)

  const save = () => {
    if (refused) return
    if (!alt.trim()) {
      setProblem("Describe the picture for visitors who cannot see it.")
    } else if (inserting && !size) {
      setProblem("Wait until the picture has loaded: its size is read from the file.")
    } else onSave({ alt: alt.trim(), ...(inserting && size) })
  }

  return (
    <FieldForm
      name={inserting ? "New picture" : "Picture description"}
      label="Description (alt text)"
      value={alt}
      onValueChange={(value) => {
        setAlt(value)
        setProblem(null)
      }}
      hint={`What ${src} shows, for visitors who cannot see it.`}
      problem={refused ?? (failed ? `The picture ${src} could not be loaded.` : null) ?? problem}
      onSubmit={save}
      onCancel={onCancel}
      before={
        inserting &&
        !refused &&
        (url ? (
          <img
            className={styles.preview}
            src={url}
            alt=""
            onLoad={(event) => {
              const { naturalWidth, naturalHeight } = event.currentTarget
              setSize({ width: String(naturalWidth), height: String(naturalHeight) })
            }}
            onError={() => setFailed(true)}
          />
        ) : (
          <span>Loading the picture…</span>
        ))
      }
    >
      <button type="submit" className={styles.button} disabled={Boolean(refused || failed)}>
        {inserting ? "Insert picture" : "Save description"}
      </button>
    </FieldForm>
  )
}
