// Decap renders every field when "Site content" opens, collapsed items' too.
import { act, render, screen, within } from "@testing-library/react"
import { installEditing } from "../../../test/editing"
import { FOR_ID, renderRichText, renderRichTextOutOfView } from "../../../test/richText"
import { RichTextControl } from "../RichTextControl"

beforeEach(installEditing)

const placeholder = (name = "Content") => screen.getByRole("group", { name })
const isEditor = (element: Element | null) => element?.getAttribute("contenteditable") === "true"

const INVALID =
  '<p><img src="/articles/a.png" width="2" height="1"> <a href="javascript:alert(1)">Read more</a></p>'
const INVALID_MESSAGE =
  "The picture /articles/a.png needs a description (alt text) for visitors who cannot see it. " +
  "The link “Read more” cannot go to “javascript:alert(1)”: “javascript:” links are not allowed. " +
  "Use an address starting with https://, http://, mailto:, tel:, a part of this page (#contact) " +
  "or a page of this site (/articles/…)."

test("out of view, no editor is mounted: the text shows as the page shows it, with nothing to follow or press", async () => {
  const { box } = await renderRichTextOutOfView(
    '<p>Read <a href="https://hbr.org">HBR</a> <strong>now</strong></p><script>window.x = 1</script>',
  )
  expect(box.querySelector("[contenteditable]")).toBeNull()
  expect(screen.queryByRole("textbox")).not.toBeInTheDocument()
  expect(screen.queryByRole("toolbar")).not.toBeInTheDocument()
  expect(screen.queryAllByRole("button")).toEqual([])

  const shown = placeholder()
  expect(shown).toHaveAttribute("id", FOR_ID)
  expect(shown).toHaveTextContent("Read HBR now")
  expect(shown.querySelector("strong")).toHaveTextContent("now")
  expect(shown.querySelector("script")).toBeNull()
  // Not a link until the editor is mounted: a click or a screen reader would follow it out of the editor.
  expect(shown.querySelector("a")).not.toHaveAttribute("href")
})

test("the toolbar stands where the editor's will, the same buttons, none of them reachable", async () => {
  for (const inline of [false, true]) {
    const { box, comeIntoView, unmount } = await renderRichTextOutOfView("<p>x</p>", {
      inline,
      label: "Text",
    })
    const standIn = box.querySelector('[aria-hidden="true"]')!
    expect(standIn).toHaveAttribute("inert")
    const names = [...standIn.querySelectorAll("button")].map((button) => button.textContent)
    for (const button of standIn.querySelectorAll("button"))
      expect(button).toHaveAttribute("tabindex", "-1")

    await comeIntoView()
    const toolbar = screen.getByRole("toolbar", { name: "Text: formatting" })
    expect(names).toEqual(
      within(toolbar)
        .getAllByRole("button")
        .map((button) => button.textContent),
    )
    unmount()
  }
})

test("coming into view mounts the editor with the field's value, and writes nothing", async () => {
  const value = "<p>One</p> <ul> <li>Two</li> </ul>"
  const { box, comeIntoView, props } = await renderRichTextOutOfView(value)
  await comeIntoView()
  const editable = screen.getByRole("textbox", { name: "Content" })
  expect(isEditor(editable)).toBe(true)
  expect(editable).toHaveAttribute("id", FOR_ID)
  expect(editable).toHaveTextContent("OneTwo")
  expect(box.querySelectorAll("[contenteditable]")).toHaveLength(1)
  expect(screen.queryByRole("group", { name: "Content" })).not.toBeInTheDocument()
  expect(props.onChange).not.toHaveBeenCalled()
})

test("a value that changes before the editor mounts is shown, then mounted, without being written", async () => {
  const { comeIntoView, rerender, props, user, written } =
    await renderRichTextOutOfView("<p>First</p>")
  rerender({ value: "<p>Second</p>" })
  expect(placeholder()).toHaveTextContent("Second")
  await comeIntoView()
  const editable = screen.getByRole("textbox", { name: "Content" })
  expect(editable).toHaveTextContent("Second")
  expect(props.onChange).not.toHaveBeenCalled()
  await user.click(editable)
  await user.keyboard("Y")
  expect(written()).toBe("<p>YSecond</p>")
})

test("Tab reaches the editable text itself, mounted in the same step, so the keys typed next are kept", async () => {
  const { user, written } = await renderRichTextOutOfView("<p>One</p>")
  // No click, no key but Tab: the next keys are typed into the text.
  await user.keyboard("{Tab}Hi ")
  const editable = screen.getByRole("textbox", { name: "Content" })
  expect(isEditor(editable)).toBe(true)
  expect(editable).toHaveFocus()
  expect(written()).toBe("<p>Hi One</p>")
})

test("the focus reaches the editor before the focus event is over: nothing waits for a later task", async () => {
  await renderRichTextOutOfView("<p>One</p>")
  let focused: Element | null = null
  // Inside act, React runs no work left for later: what is focused here was focused synchronously.
  act(() => {
    placeholder().focus()
    focused = document.activeElement
  })
  expect(isEditor(focused)).toBe(true)
})

test("Decap's focus through the ref mounts the editor and focuses its text, writing nothing", async () => {
  const { ref, props } = await renderRichTextOutOfView("<p>One</p>")
  act(() => ref.current!.focus())
  const editable = screen.getByRole("textbox", { name: "Content" })
  expect(editable).toHaveFocus()
  expect(props.onChange).not.toHaveBeenCalled()
})

test("isValid judges a text whose editor is not mounted as it would the mounted one, and mounts nothing", async () => {
  const unmounted = await renderRichTextOutOfView(INVALID)
  expect(unmounted.ref.current!.isValid()).toEqual({ error: { message: INVALID_MESSAGE } })
  expect(unmounted.box.querySelector("[contenteditable]")).toBeNull()
  unmounted.unmount()

  const mounted = await renderRichText(INVALID)
  expect(mounted.ref.current!.isValid()).toEqual({ error: { message: INVALID_MESSAGE } })
  mounted.unmount()

  const good = await renderRichTextOutOfView(
    '<p><img src="/articles/a.png" alt="A chart" width="2" height="1"> <a href="https://hbr.org">HBR</a></p>',
  )
  expect(good.ref.current!.isValid()).toBe(true)
  // The value Decap last gave, not the one the control was first rendered with.
  good.rerender({ value: INVALID })
  expect(good.ref.current!.isValid()).toEqual({ error: { message: INVALID_MESSAGE } })
})

test("a field of a collapsed list item is neither drawn nor watched until the item opens", async () => {
  const { box, ref, props, rerender, comeIntoView } =
    await renderRichTextOutOfView("<p>Kept for later</p>")
  const widgetProps = { ...props, classNameWrapper: "w", hasActiveStyle: false }
  const shouldUpdate = ref.current!.shouldComponentUpdate
  shouldUpdate({ ...widgetProps, isParentListCollapsed: true })
  rerender({ isParentListCollapsed: true })
  expect(box).toBeEmptyDOMElement()
  await comeIntoView()
  expect(box).toBeEmptyDOMElement()

  // Decap's Widget re-renders the control when the item opens.
  expect(shouldUpdate({ ...widgetProps, isParentListCollapsed: false })).toBe(true)
  rerender({ isParentListCollapsed: false })
  expect(placeholder()).toHaveTextContent("Kept for later")
  await comeIntoView()
  expect(isEditor(screen.getByRole("textbox", { name: "Content" }))).toBe(true)
  expect(props.onChange).not.toHaveBeenCalled()
})

test("a title out of view shows as one line of phrasing content, as the editor holds it", async () => {
  await renderRichTextOutOfView("Dare to Lead<br>by <em>Brené Brown</em><p>x</p>", {
    inline: true,
    label: "Title",
  })
  const paragraph = placeholder("Title").querySelector("p")!
  expect(paragraph.innerHTML).toBe("<span>Dare to Lead<br>by <em>Brené Brown</em>x</span>")
})

test("where there is no IntersectionObserver to say when the text comes near, the editor is mounted at once", () => {
  Object.defineProperty(window, "IntersectionObserver", { configurable: true, value: undefined })
  render(
    <RichTextControl
      value="<p>One</p>"
      field={new Map([["label", "Content"]])}
      forID={FOR_ID}
      onChange={jest.fn()}
      mediaPaths={new Map()}
      onOpenMediaLibrary={jest.fn()}
      onRemoveInsertedMedia={jest.fn()}
      onRemoveMediaControl={jest.fn()}
      getAsset={(path) => ({ path, toString: () => path })}
    />,
  )
  expect(isEditor(screen.getByRole("textbox", { name: "Content" }))).toBe(true)
})
