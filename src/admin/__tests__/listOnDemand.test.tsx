// Stand-ins for Decap's list contract: ListControl hands each item's fields to its editorControl,
// with isParentListCollapsed while the item is collapsed (decap-cms-widget-object's ObjectControl).
import { act, render, screen } from "@testing-library/react"
import { Component, createRef, type ComponentType } from "react"
import { listOnDemand } from "../listOnDemand"

let mounts: string[]

/** Counts mounts; `name` is optional, as the wrapper passes on whatever Decap gives a field. */
class EditorControl extends Component<{ name?: string; isParentListCollapsed?: boolean }> {
  componentDidMount() {
    mounts.push(this.props.name!)
  }
  render() {
    return (
      <label hidden={this.props.isParentListCollapsed}>
        {this.props.name} <input />
      </label>
    )
  }
}

type ListProps = {
  items: { title: string; collapsed: boolean }[]
  editorControl: ComponentType<{ name?: string; isParentListCollapsed?: boolean }>
}

/** Decap's ListControl, as far as its items go: every item's fields, hidden while it is collapsed. */
class ListControl extends Component<ListProps> {
  validate() {
    return "the list's own check"
  }
  render() {
    const { items, editorControl: Field } = this.props
    return items.map((item) => (
      <section key={item.title} aria-label={item.title}>
        {["Title", "Text"].map((name) => (
          <Field
            key={name}
            name={`${item.title}: ${name}`}
            isParentListCollapsed={item.collapsed}
          />
        ))}
      </section>
    ))
  }
}

const List = listOnDemand(ListControl)
const items = (...open: boolean[]) =>
  open.map((isOpen, index) => ({ title: `Article ${index + 1}`, collapsed: !isOpen }))

beforeEach(() => {
  mounts = []
})

test("a collapsed item's fields are not drawn until it opens, then stay, mounted once", () => {
  const { rerender } = render(<List items={items(false, false)} editorControl={EditorControl} />)
  expect(screen.queryAllByRole("textbox")).toEqual([])
  expect(mounts).toEqual([])

  rerender(<List items={items(true, false)} editorControl={EditorControl} />)
  expect(mounts).toEqual(["Article 1: Title", "Article 1: Text"])
  expect(screen.getByLabelText("Article 1: Title")).toBeVisible()
  expect(screen.queryByLabelText("Article 2: Title")).not.toBeInTheDocument()

  // Closed again: hidden as Decap hides it, still there with whatever was typed.
  rerender(<List items={items(false, false)} editorControl={EditorControl} />)
  expect(screen.getByLabelText("Article 1: Title", { selector: "input" })).not.toBeVisible()
  rerender(<List items={items(true, false)} editorControl={EditorControl} />)
  expect(mounts).toEqual(["Article 1: Title", "Article 1: Text"])
})

test("an item that opens with the list (a new article) has its fields at once", () => {
  render(<List items={items(false, true)} editorControl={EditorControl} />)
  expect(mounts).toEqual(["Article 2: Title", "Article 2: Text"])
  expect(screen.getByLabelText("Article 2: Text")).toBeVisible()
})

test("Decap still reaches the list control itself through its ref (validation, focus)", () => {
  const ref = createRef<ListControl>()
  render(<List ref={ref} items={items(false)} editorControl={EditorControl} />)
  expect(ref.current).toBeInstanceOf(ListControl)
  expect(ref.current!.validate()).toBe("the list's own check")
})

test("every list shares one wrapped field control, so a re-render never remounts a field", async () => {
  const seen = new Set<unknown>()
  class Spy extends ListControl {
    render() {
      seen.add(this.props.editorControl)
      return super.render()
    }
  }
  const Spied = listOnDemand(Spy)
  const { rerender } = render(<Spied items={items(true)} editorControl={EditorControl} />)
  await act(async () => rerender(<Spied items={items(true)} editorControl={EditorControl} />))
  expect(seen.size).toBe(1)
  expect(mounts).toEqual(["Article 1: Title", "Article 1: Text"])
})
