// Renders the rich-text widget's control as Decap does (decap-cms-core's Widget.js), with its props as
// jest mocks: the field's config and the media paths as Maps (Decap's are Immutable.js Maps; only `get`
// is read), getAsset answering each path with a display URL of its own.
import { act, render, screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { createRef, type ComponentProps } from "react"
import { RichTextControl, type RichTextHandle } from "../admin/richText/RichTextControl"

type Props = ComponentProps<typeof RichTextControl>

export const FOR_ID = "content-field-1"

export async function renderRichText(value: string, { inline = false, label = "Content" } = {}) {
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
  // TipTap renders node views (pictures) in a microtask after mounting.
  await act(() => Promise.resolve())
  const rerender = (changes: Partial<Props>) =>
    view.rerender(<RichTextControl {...props} {...changes} ref={ref} />)
  /** The value the widget last wrote back to Decap. */
  const written = () => props.onChange.mock.lastCall?.[0]
  const user = userEvent.setup()
  const editable = screen.getByRole("textbox", { name: label })
  /** Presses a toolbar button; the editor takes focus back in the next animation frame, as in a browser. */
  const press = async (name: string) => {
    await user.click(screen.getByRole("button", { name }))
    await waitFor(() => expect(editable).toHaveFocus())
  }
  return {
    props,
    ref,
    rerender,
    written,
    unmount: view.unmount,
    user,
    editable,
    press,
  }
}
