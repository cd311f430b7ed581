import { Component, type ReactNode } from "react"
import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { itemButtonNames, namedItemButtons } from "../namedItemButtons"

type Item = { title: string }
type Props = { items: Item[]; allowRemove?: boolean; removed?: (index: number) => void }

function DragHandle({ children, id }: { children: ReactNode; id: string }) {
  // As Decap's list gives it, through dnd-kit's useSortable: a div with role="button" and no name.
  return (
    <div id={id} role="button" tabIndex={0} aria-roledescription="sortable">
      {children}
    </div>
  )
}

type TopBarProps = {
  collapsed?: boolean
  onCollapseToggle?: () => void
  dragHandle?: typeof DragHandle
  id: string
  allowRemove?: boolean
  allowReorder?: boolean
  onRemove?: () => void
}

// decap-cms-ui-default's ListItemTopBar (3.9), its markup as it renders it, icons aside (Jest has no
// loader for their SVG files).
function ListItemTopBar(props: TopBarProps) {
  const { collapsed, onCollapseToggle, dragHandle: Wrapper, id, allowReorder } = props
  return (
    <div>
      {onCollapseToggle ? (
        <button onClick={onCollapseToggle}>
          <span className={collapsed ? "chevron-right" : "chevron-down"} />
        </button>
      ) : null}
      {Wrapper && allowReorder ? (
        <Wrapper id={id}>
          <span className="drag-handle" />
        </Wrapper>
      ) : (
        <span></span>
      )}
      {props.onRemove && props.allowRemove ? (
        <button onClick={props.onRemove}>
          <span className="close" />
        </button>
      ) : (
        <span></span>
      )}
    </div>
  )
}

// Stands in for Decap's ListControl: a class whose renderItem is an instance field, rendering each
// item as Decap's does.
class DecapList extends Component<Props, { collapsed: boolean[] }> {
  state = { collapsed: this.props.items.map(() => true) }
  objectLabel(item: unknown) {
    return (item as Item).title
  }
  renderItem = (item: Item, index: number) => (
    <div key={index}>
      <ListItemTopBar
        collapsed={this.state.collapsed[index]}
        onCollapseToggle={() =>
          this.setState(({ collapsed }) => ({
            collapsed: collapsed.map((was, at) => (at === index ? !was : was)),
          }))
        }
        dragHandle={DragHandle}
        id={`item-${index}`}
        allowRemove={this.props.allowRemove ?? true}
        allowReorder
        onRemove={() => this.props.removed?.(index)}
      />
      <div>{this.objectLabel(item) as string}</div>
    </div>
  )
  render() {
    return <div>{this.props.items.map(this.renderItem)}</div>
  }
}

test("each item's buttons say what they do to which item, and the toggle says whether it is open", async () => {
  const removed = jest.fn()
  const List = namedItemButtons(DecapList)
  render(
    <List items={[{ title: "Leading Through Change" }, { title: "Feedback" }]} removed={removed} />,
  )

  const open = screen.getByRole("button", { name: "Open Leading Through Change" })
  expect(open).toHaveAttribute("aria-expanded", "false")
  expect(screen.getByRole("button", { name: "Open Feedback" })).toBeInTheDocument()
  expect(screen.getByRole("button", { name: "Drag to move Feedback" })).toBeInTheDocument()

  await userEvent.click(open)
  const close = screen.getByRole("button", { name: "Close Leading Through Change" })
  expect(close).toBe(open)
  expect(close).toHaveAttribute("aria-expanded", "true")

  await userEvent.click(screen.getByRole("button", { name: "Remove Feedback" }))
  expect(removed).toHaveBeenCalledWith(1)
})

test("an item that cannot be removed has no remove button to name", () => {
  const List = namedItemButtons(DecapList)
  render(<List items={[{ title: "About" }]} allowRemove={false} />)
  expect(screen.queryByRole("button", { name: /^Remove/ })).not.toBeInTheDocument()
  expect(screen.getAllByRole("button").map((button) => button.getAttribute("aria-label"))).toEqual([
    "Open About",
    "Drag to move About",
  ])
})

test("an item without a label is named by its place", () => {
  class Untitled extends DecapList {
    objectLabel() {
      return "  "
    }
  }
  const List = namedItemButtons(Untitled)
  render(<List items={[{ title: "" }, { title: "" }]} />)
  expect(screen.getByRole("button", { name: "Open item 2" })).toBeInTheDocument()
})

test("the names follow ListItemTopBar's own conditions for each button", () => {
  expect(itemButtonNames("A", { collapsed: true, onRemove: () => {} })).toEqual({
    toggle: undefined,
    move: undefined,
    remove: undefined,
  })
  expect(
    itemButtonNames("A", {
      collapsed: false,
      onCollapseToggle: () => {},
      dragHandle: DragHandle,
      allowReorder: true,
      onRemove: () => {},
      allowRemove: true,
    }),
  ).toEqual({
    toggle: { name: "Close A", expanded: true },
    move: "Drag to move A",
    remove: "Remove A",
  })
})
