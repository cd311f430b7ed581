import {
  lazy,
  Suspense,
  useContext,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from "react"
import { ResourceSourceContext } from "../lib/resources/resourceSource"
import { ResourceDetails } from "./ResourceDetails"

// Not needed before a resource is opened, so kept out of the first-load script.
const ShareLink = lazy(() =>
  import("./ShareLink").then(({ ShareLink }) => ({ default: ShareLink })),
)
import * as styles from "./ResourceDialog.module.css"

type Props = {
  item: Queries.ResourceFragment | null
  path: string | null
  onClose: () => void
}

type Body = { path: string; body?: Queries.ResourceBodyFragment; failed?: true }

function useBody(path: string | null): Body | undefined {
  const source = useContext(ResourceSourceContext)
  const [body, setBody] = useState<Body>()
  useEffect(() => {
    if (!path) return
    let current = true
    source(path).then(
      (body) => current && setBody({ path, body }),
      () => current && setBody({ path, failed: true }),
    )
    return () => {
      current = false
    }
  }, [path, source])
  return body?.path === path ? body : undefined
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])'

/** showModal() makes the page behind inert and Escape closes it; it closes at once, no delay. */
export function ResourceDialog({ item, path, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null)
  const body = useBody(path)

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (item && !element.open) element.showModal()
    if (!item && element.open) element.close()
  }, [item])

  // The close event comes a task after the dialog hides: Forward after Back may have reopened it.
  const closed = () => {
    if (!dialog.current?.open) onClose()
  }

  // The dialog box has no padding: a click on the <dialog> itself landed on the backdrop.
  const closeOnOverlay = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) dialog.current?.close()
  }

  // Keep Tab inside the dialog instead of letting it wander to the browser's own controls.
  const trapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab") return
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)]
    const first = focusable[0]
    const last = focusable.at(-1)
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last?.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first?.focus()
    }
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- backdrop click and Tab trap; the dialog's controls are its buttons and links
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="resource-dialog-title"
      onClose={closed}
      onClick={closeOnOverlay}
      onKeyDown={trapTab}
    >
      <div className={styles.panel}>
        <div className={styles.bar}>
          <h2 id="resource-dialog-title" className={styles.heading}>
            Resource Details
          </h2>
          <button type="button" className={styles.close} onClick={() => dialog.current?.close()}>
            Close
          </button>
        </div>
        {item && path && (
          <>
            <ResourceDetails
              item={body?.body ?? item}
              status={
                body?.failed ? (
                  <p role="alert">
                    This resource could not be loaded here.{" "}
                    <a href={path}>Read it on its own page</a>.
                  </p>
                ) : (
                  <p>loading</p>
                )
              }
            />
            <Suspense fallback={null}>
              <ShareLink key={path} path={path} title={body?.body?.plainTitle} />
            </Suspense>
          </>
        )}
      </div>
    </dialog>
  )
}
