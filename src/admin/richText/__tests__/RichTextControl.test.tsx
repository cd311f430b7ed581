import { act, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { installEditing } from "../../../test/editing"
import { FOR_ID, renderRichText } from "../../../test/richText"

beforeEach(installEditing)

const button = (name: string) => screen.getByRole("button", { name })

test("typing writes a paragraph; the editable area is named by the field's label", async () => {
  const { user, editable, written } = await renderRichText("")
  expect(editable).toHaveAttribute("aria-multiline", "true")
  expect(editable).toHaveAttribute("id", FOR_ID)
  await user.click(editable)
  await user.keyboard("Hello, leaders.")
  expect(written()).toBe("<p>Hello, leaders.</p>")
})

test("Bold and Italic toggle, show their state, and write <strong> and <em>", async () => {
  const { user, editable, press, written } = await renderRichText("")
  await user.click(editable)
  expect(button("Bold")).toHaveAttribute("aria-pressed", "false")
  await press("Bold")
  expect(button("Bold")).toHaveAttribute("aria-pressed", "true")
  await user.keyboard("Clear")
  await press("Bold")
  await user.keyboard(" and ")
  await user.keyboard("{Control>}i{/Control}steady")
  expect(button("Italic")).toHaveAttribute("aria-pressed", "true")
  expect(written()).toBe("<p><strong>Clear</strong> and <em>steady</em></p>")
})

test("a click on a tool leaves the focus in the text, so the very next key is typed there", async () => {
  const { user, editable, written } = await renderRichText("")
  await user.click(editable)
  await user.click(button("Bold"))
  // No frame has passed: TipTap's own refocus has not run yet.
  expect(editable).toHaveFocus()
  await user.keyboard("Calm under pressure")
  expect(written()).toBe("<p><strong>Calm under pressure</strong></p>")
})

test("a bullet list is written as <li>text</li>, without TipTap's inner paragraphs", async () => {
  const { user, editable, press, written } = await renderRichText("")
  await user.click(editable)
  await user.keyboard("Listen")
  await press("Bullet list")
  expect(button("Bullet list")).toHaveAttribute("aria-pressed", "true")
  await user.keyboard("{Enter}Ask")
  expect(written()).toBe("<ul><li>Listen</li><li>Ask</li></ul>")
  await press("Numbered list")
  expect(written()).toBe("<ol><li>Listen</li><li>Ask</li></ol>")
})

test("a link is set in a small form that refuses javascript: and other schemes, then edited and removed", async () => {
  const { user, editable, written } = await renderRichText("<p>Contact me</p>")
  await user.click(editable)
  await user.keyboard("{Control>}a{/Control}")
  await user.click(button("Link"))

  const form = screen.getByRole("form", { name: "Link" })
  const address = within(form).getByRole("textbox", { name: "Link address" })
  expect(address).toHaveFocus()
  await user.type(address, "javascript:alert(1)")
  await user.click(within(form).getByRole("button", { name: "Save link" }))
  expect(screen.getByRole("alert")).toHaveTextContent("“javascript:” links are not allowed.")
  expect(address).toHaveAttribute("aria-invalid", "true")
  expect(written()).toBeUndefined()

  await user.clear(address)
  await user.type(address, "#contact{Enter}")
  expect(written()).toBe('<p><a href="#contact">Contact me</a></p>')
  expect(screen.queryByRole("form", { name: "Link" })).not.toBeInTheDocument()
  expect(button("Link")).toHaveAttribute("aria-pressed", "true")

  await user.click(button("Link"))
  expect(screen.getByRole("textbox", { name: "Link address" })).toHaveValue("#contact")
  await user.click(screen.getByRole("button", { name: "Remove link" }))
  expect(written()).toBe("<p>Contact me</p>")
})

test("with nothing selected, the address becomes the link's text; Escape closes the form", async () => {
  const { user, editable, written } = await renderRichText("")
  await user.click(editable)
  await user.keyboard("{Control>}k{/Control}")
  await user.keyboard("mailto:coach@example.org{Enter}")
  expect(written()).toBe('<p><a href="mailto:coach@example.org">mailto:coach@example.org</a></p>')
  // TipTap's focus command gives the text the focus a frame later; the form then takes it.
  await waitFor(() => expect(editable).toHaveFocus())
  await user.click(button("Link"))
  await waitFor(() => expect(screen.getByLabelText("Link address")).toHaveFocus())
  await user.keyboard("{Escape}")
  expect(screen.queryByRole("form", { name: "Link" })).not.toBeInTheDocument()
})

test("a picture comes from Decap's media library and is inserted with alt text and its natural size", async () => {
  const { user, editable, props, rerender, written } = await renderRichText("")
  await user.click(editable)
  await user.click(button("Picture"))
  expect(props.onOpenMediaLibrary).toHaveBeenCalledWith({
    controlID: FOR_ID,
    forImage: true,
    privateUpload: undefined,
    value: "",
    allowMultiple: false,
    field: props.field,
  })

  // Decap puts the chosen file's public path in mediaPaths, keyed by the control's id.
  rerender({ mediaPaths: new Map([[FOR_ID, "/articles/feedback-loop.png"]]) })
  const form = screen.getByRole("form", { name: "New picture" })
  const preview = form.querySelector("img")!
  expect(preview).toHaveAttribute("src", "blob:decap/articles/feedback-loop.png")
  expect(props.getAsset).toHaveBeenCalledWith("/articles/feedback-loop.png", props.field)

  // jsdom loads no images: the browser's load event is played here, with the file's natural size.
  Object.defineProperties(preview, { naturalWidth: { value: 640 }, naturalHeight: { value: 360 } })
  fireEvent.load(preview)

  await user.click(within(form).getByRole("button", { name: "Insert picture" }))
  expect(screen.getByRole("alert")).toHaveTextContent(
    "Describe the picture for visitors who cannot see it.",
  )
  expect(written()).toBeUndefined()

  await user.type(within(form).getByRole("textbox", { name: "Description (alt text)" }), "A loop")
  await user.click(within(form).getByRole("button", { name: "Insert picture" }))
  expect(written()).toBe(
    '<p><img src="/articles/feedback-loop.png" alt="A loop" width="640" height="360"></p>',
  )
  expect(props.onRemoveInsertedMedia).toHaveBeenCalledWith(FOR_ID)
})

test("a picture from elsewhere than the site is refused in the form", async () => {
  const { rerender } = await renderRichText("")
  rerender({ mediaPaths: new Map([[FOR_ID, "https://cdn.example/x.png"]]) })
  expect(screen.getByRole("alert")).toHaveTextContent(
    "Pictures must be files of this site (an address starting with /), not “https://cdn.example/x.png”.",
  )
  expect(screen.getByRole("button", { name: "Insert picture" })).toBeDisabled()
})

test("isValid refuses a picture without alt text and a link the site would drop, naming each", async () => {
  const { ref } = await renderRichText(
    '<p><img src="/articles/a.png" width="2" height="1"> <a href="javascript:alert(1)">Read more</a></p>',
  )
  expect(ref.current!.isValid()).toEqual({
    error: {
      message:
        "The picture /articles/a.png needs a description (alt text) for visitors who cannot see it. " +
        "The link “Read more” cannot go to “javascript:alert(1)”: “javascript:” links are not allowed. " +
        "Use an address starting with https://, http://, mailto:, tel:, a part of this page (#contact) " +
        "or a page of this site (/articles/…).",
    },
  })
})

test("isValid accepts good content, and the coach can describe a picture that lacks alt text", async () => {
  const { ref, user, editable, written } = await renderRichText(
    '<p><img src="/articles/a.png" width="2" height="1"></p><p><a href="https://hbr.org">HBR</a></p>',
  )
  expect(screen.getByText("Needs a description")).toBeInTheDocument()
  // Shown from Decap's copy of the file, which may not be published yet.
  expect(editable.querySelector("img[width]")).toHaveAttribute("src", "blob:decap/articles/a.png")
  expect(button("Picture description")).toBeDisabled()
  await user.click(editable)
  await user.keyboard("{ArrowRight}")
  await user.click(button("Picture description"))
  await user.type(screen.getByRole("textbox", { name: "Description (alt text)" }), "A chart{Enter}")
  expect(written()).toBe(
    '<p><img src="/articles/a.png" alt="A chart" width="2" height="1"></p><p><a href="https://hbr.org">HBR</a></p>',
  )
  expect(ref.current!.isValid()).toBe(true)
})

test("the toolbar is one tab stop with labelled buttons; arrow keys, Home and End move along it", async () => {
  const { user, editable } = await renderRichText("")
  const toolbar = screen.getByRole("toolbar", { name: "Content: formatting" })
  expect(toolbar).toHaveAttribute("aria-controls", FOR_ID)
  const names = within(toolbar)
    .getAllByRole("button")
    .map((each) => each.textContent)
  expect(names).toEqual([
    "Bold",
    "Italic",
    "Heading",
    "Subheading",
    "Bullet list",
    "Numbered list",
    "Quotation",
    "Link",
    "Line break",
    "Divider",
    "Picture",
    "Picture description",
  ])
  await user.click(editable)
  await user.tab({ shift: true })
  expect(button("Bold")).toHaveFocus()
  await user.keyboard("{ArrowRight}")
  expect(button("Italic")).toHaveFocus()
  expect(button("Italic")).toHaveAttribute("tabindex", "0")
  expect(button("Bold")).toHaveAttribute("tabindex", "-1")
  await user.keyboard("{End}")
  expect(button("Picture")).toHaveFocus()
  await user.keyboard("{ArrowRight}")
  expect(button("Bold")).toHaveFocus()
})

test("headings, quotations, line breaks and dividers write h3, h4, blockquote, br and hr", async () => {
  const { user, editable, press, written } = await renderRichText("")
  await user.click(editable)
  // TipTap's shortcuts apply the formats too; the toolbar shows them.
  await user.keyboard("Why{Control>}{Alt>}3{/Alt}{/Control}")
  expect(button("Heading")).toHaveAttribute("aria-pressed", "true")
  await user.keyboard("{Enter}How{Control>}{Alt>}4{/Alt}{/Control}")
  expect(button("Subheading")).toHaveAttribute("aria-pressed", "true")
  await user.keyboard("{Enter}Quote{Control>}{Shift>}b{/Shift}{/Control}")
  expect(button("Quotation")).toHaveAttribute("aria-pressed", "true")
  await press("Line break")
  await user.keyboard("more")
  expect(written()).toBe("<h3>Why</h3><h4>How</h4><blockquote><p>Quote<br>more</p></blockquote>")
  await press("Divider")
  expect(written()).toMatch(/<hr>/)
})

test("a title (inline: true) offers bold, italic and line breaks only, and is saved without a wrapper", async () => {
  const { user, editable, written } = await renderRichText("", { inline: true, label: "Title" })
  const toolbar = screen.getByRole("toolbar", { name: "Title: formatting" })
  expect(
    within(toolbar)
      .getAllByRole("button")
      .map((each) => each.textContent),
  ).toEqual(["Bold", "Italic", "Line break"])
  await user.click(editable)
  await user.keyboard("Leading Through Change:{Enter}Five ")
  await user.keyboard("{Control>}b{/Control}Habits")
  expect(written()).toBe("Leading Through Change:<br>Five <strong>Habits</strong>")
})

test("nothing is written on load; undoing every edit writes back the value exactly as it was", async () => {
  const original = "<p>One</p> <ul> <li>Two</li> </ul>"
  const { user, editable, props, written } = await renderRichText(original)
  expect(props.onChange).not.toHaveBeenCalled()
  await user.click(editable)
  await user.keyboard("X")
  expect(written()).toBe("<p>XOne</p><ul><li>Two</li></ul>")
  await user.keyboard("{Control>}z{/Control}")
  expect(written()).toBe(original)
})

test("an emptied field is written as an empty string", async () => {
  const { user, editable, written } = await renderRichText("<p>Gone</p>")
  await user.click(editable)
  await user.keyboard("{Control>}a{/Control}{Backspace}")
  expect(written()).toBe("")
})

test("a value from outside (an entry loaded, a list reordered) is shown without being written back", async () => {
  const { user, editable, props, rerender, written } = await renderRichText("<p>First</p>")
  rerender({ value: "<p>Second</p> <p>entry</p>" })
  expect(editable).toHaveTextContent("Secondentry")
  expect(props.onChange).not.toHaveBeenCalled()
  await user.click(editable)
  await user.keyboard("Y")
  expect(written()).toBe("<p>YSecond</p><p>entry</p>")
  // Decap hands the written value back: the editor keeps its state.
  rerender({ value: written() })
  await user.keyboard("Z")
  expect(written()).toBe("<p>YZSecond</p><p>entry</p>")
})

test("Decap's Widget re-renders the control when a chosen picture or a fetched file arrives", async () => {
  const { ref, props } = await renderRichText("<p>x</p>")
  const scu = ref.current!.shouldComponentUpdate
  const widgetProps = { ...props, classNameWrapper: "w", hasActiveStyle: false }
  scu(widgetProps)
  expect(scu({ ...widgetProps, t: () => "" })).toBe(false)
  expect(scu({ ...widgetProps, mediaPaths: new Map([[FOR_ID, "/a.png"]]) })).toBe(true)
  expect(scu({ ...widgetProps, isLoadingAsset: true })).toBe(true)
  expect(scu({ ...widgetProps, value: "<p>y</p>" })).toBe(true)
})

test("unmounting releases the control's slot in Decap's media library state", async () => {
  const { props, unmount } = await renderRichText("")
  act(unmount)
  expect(props.onRemoveMediaControl).toHaveBeenCalledWith(FOR_ID)
})
