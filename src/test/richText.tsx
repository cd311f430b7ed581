// The control as Decap's Widget.js renders it, its props jest mocks (Maps where Decap has
// Immutable.js's). renderRichText reports it in view at once, as an opened item is;
// renderRichTextOutOfView does not.
import { act, render, screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { createRef, type ComponentProps } from "react"
import { RichTextControl, type RichTextHandle } from "../admin/richText/RichTextControl"
import { installIntersectionObserver, setInView } from "./intersectionObserver"

type Props = ComponentProps<typeof RichTextControl>
type Options = { inline?: boolean; label?: string }

export const FOR_ID = "content-field-1"

async function renderControl(value: string, { inline = false, label = "Content" }: Options = {}) {
  installIntersectionObserver()
  const props = {
    value,
    field: new Map<string, unknown>([
      ["name", "content"],
      ["label", label],
      ["widget", "richtext"],
      ["inline", inline],
    ]),
    forID: FOR_ID,
    onChange: jest.fn<void, [string]>(),
    mediaPaths: new Map<string, unknown>(),
    onOpenMediaLibrary: jest.fn(),
    onRemoveInsertedMedia: jest.fn(),
    onRemoveMediaControl: jest.fn(),
    getAsset: jest.fn((path: string) => ({ path, toString: () => `blob:decap${path}` })),
  } satisfies Props
  const ref = createRef<RichTextHandle>()
  const view = render(<RichTextControl {...props} ref={ref} />)
  const rerender = (changes: Partial<Props>) =>
    view.rerender(<RichTextControl {...props} {...changes} ref={ref} />)
  /** The control's box: what is watched for coming into view, and holds the editor once mounted. */
  const box = view.container.firstElementChild!
  /** Reports the control in view, then waits for the node views (pictures) TipTap renders a microtask later. */
  const comeIntoView = async () => {
    setInView(box, true)
    await act(() => Promise.resolve())
  }
  /** The value the widget last wrote back to Decap. */
  const written = () => props.onChange.mock.lastCall?.[0]
  const user = userEvent.setup()
  return { props, ref, rerender, written, unmount: view.unmount, box, comeIntoView, user, label }
}

/** The control in view, its editor mounted. */
export async function renderRichText(value: string, options: Options = {}) {
  const control = await renderControl(value, options)
  await control.comeIntoView()
  const editable = screen.getByRole("textbox", { name: control.label })
  /** Presses a toolbar button; the editor takes focus back in the next animation frame, as in a browser. */
  const press = async (name: string) => {
    await control.user.click(screen.getByRole("button", { name }))
    await waitFor(() => expect(editable).toHaveFocus())
  }
  return { ...control, editable, press }
}

/** The control as Decap first renders it, out of view (in a collapsed item, further down the form). */
export const renderRichTextOutOfView = renderControl
