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

// Fetched when a resource is first opened: it is not needed before, and the page's first-load script
// stays inside its budget.
const ShareLink = lazy(() =>
  import("./ShareLink").then(({ ShareLink }) => ({ default: ShareLink })),
)
import * as styles from "./ResourceDialog.module.css"

type Props = {
  /** The open item, or null when the dialog is closed. */
  item: Queries.ResourceFragment | null
  /** The open item's address on this site, e.g. /articles/<slug>/. */
  path: string | null
  onClose: () => void
}

type Body = { path: string; body?: Queries.ResourceBodyFragment; failed?: true }

/** The body of the resource at `path`, once its source has given it; undefined until then. */
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

/**
 * The 'Resource Details' modal, on the native <dialog>: showModal() makes the page behind inert and
 * Escape closes it. It closes at once (no delay) on Close, Escape or a click on the overlay.
 */
export function ResourceDialog({ item, path, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null)
  const body = useBody(path)

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (item && !element.open) element.showModal()
    if (!item && element.open) element.close()
  }, [item])

  // The close event comes a task after the dialog hides. A Forward pressed right after Back can open it
  // again in between; that late event is then not the visitor's, and must not close it.
  const closed = () => {
    if (!dialog.current?.open) onClose()
  }

  // The dialog box has no padding: a click whose target is the <dialog> itself landed on the backdrop.
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
