import {
  cloneElement,
  isValidElement,
  useLayoutEffect,
  useRef,
  type ReactElement,
  type ReactNode,
} from "react"
import { extendControl } from "./extendControl"

/** What this file reads of the props Decap's list control gives each item's top bar (ListItemTopBar). */
type TopBarProps = {
  collapsed?: boolean
  onCollapseToggle?: unknown
  onRemove?: unknown
  allowRemove?: boolean
  dragHandle?: unknown
  allowReorder?: boolean
}

/** The names of the controls an item's top bar shows: a name for each it has. */
export type ItemButtonNames = {
  toggle?: { name: string; expanded: boolean }
  move?: string
  remove?: string
}

/**
 * The names of an item's controls, each saying which item it acts on: the chevron opens or closes the
 * item, the handle drags it, the cross removes it. Which controls there are follows ListItemTopBar's
 * own conditions.
 */
export function itemButtonNames(label: string, bar: TopBarProps): ItemButtonNames {
  // As ListItemTopBar draws it: open unless `collapsed` is true.
  const collapsed = bar.collapsed === true
  return {
    toggle: bar.onCollapseToggle
      ? { name: `${collapsed ? "Open" : "Close"} ${label}`, expanded: !collapsed }
      : undefined,
    // Decap's list drags with a mouse or a finger only: the name says so.
    move: bar.dragHandle && bar.allowReorder ? `Drag to move ${label}` : undefined,
    remove: bar.onRemove && bar.allowRemove ? `Remove ${label}` : undefined,
  }
}

/**
 * Names the controls of Decap's top bar `bar` (ListItemTopBar's element). It renders, in this order,
 * a <button> for the chevron when it has one, the drag handle (dnd-kit's role="button"), and a <button>
 * for the cross when it has one; the props that decide which it has are ours to read, the element is
 * not ours to change. A control is named only where its element is what that order says, so a
 * different top bar in a later Decap goes unnamed (and the editor's test says so) rather than misnamed.
 */
export function nameTopBar(bar: Element | null | undefined, names: ItemButtonNames) {
  if (!bar) return
  const first = bar.firstElementChild
  if (names.toggle && first instanceof HTMLButtonElement) {
    first.setAttribute("aria-label", names.toggle.name)
    first.setAttribute("aria-expanded", String(names.toggle.expanded))
  }
  const handle = bar.querySelector(':scope > [role="button"]')
  if (names.move && handle) handle.setAttribute("aria-label", names.move)
  const last = bar.lastElementChild
  if (names.remove && last instanceof HTMLButtonElement && last !== first)
    last.setAttribute("aria-label", names.remove)
}

type NamedTopBarProps = { names: ItemButtonNames; children: ReactNode }

/**
 * Decap's top bar, inside a <div> of ours that finds it: ListItemTopBar takes neither a ref nor
 * attributes for its buttons. The div is a plain block around the bar's own block, so the item lays
 * out as before. Named before paint, and again only when a name changes (compared by value, `key`): a
 * list re-renders every item on each keystroke, and React leaves attributes it does not set.
 */
function NamedTopBar({ names, children }: NamedTopBarProps) {
  const wrapper = useRef<HTMLDivElement>(null)
  const key = JSON.stringify(names)
  useLayoutEffect(
    () => nameTopBar(wrapper.current?.firstElementChild, names),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `names` is a new object each render; `key` is its value
    [key],
  )
  return <div ref={wrapper}>{children}</div>
}

const isTopBar = (node: unknown): node is ReactElement<TopBarProps> =>
  isValidElement(node) &&
  typeof node.props === "object" &&
  node.props !== null &&
  "onCollapseToggle" in node.props &&
  "onRemove" in node.props

/** The item Decap's renderItem returns, its top bar wrapped by NamedTopBar. */
export function withNamedTopBar(item: ReactNode, label: string): ReactNode {
  if (!isValidElement<{ children?: ReactNode }>(item)) return item
  const { children } = item.props
  const parts = Array.isArray(children) ? (children as ReactNode[]) : [children]
  if (!parts.some(isTopBar)) return item
  // Spread, as JSX passes them: each child keeps its place, and needs no key.
  return cloneElement(
    item,
    undefined,
    ...parts.map((part) =>
      isTopBar(part) ? (
        <NamedTopBar key="top-bar" names={itemButtonNames(label, part.props)}>
          {part}
        </NamedTopBar>
      ) : (
        part
      ),
    ),
  )
}

/** What this file reads of Decap's list control: its items' labels, and how it renders an item. */
type ItemList = {
  objectLabel(item: unknown): unknown
  renderItem(item: unknown, index: number): ReactNode
}
type ItemListClass = { prototype: { objectLabel(item: unknown): unknown } }

/**
 * Decap's list control, with each item's buttons named after the item: "Open Leading Through Change"
 * (aria-expanded says whether it is open), "Drag to move …", "Remove …". Decap draws them as icons
 * without a name (decap-cms-ui-default's ListItemTopBar), so a screen reader said "button" three times
 * per item, and a test could only find them by position.
 */
export function namedItemButtons<C extends ItemListClass>(ListControl: C): C {
  return extendControl<C, ItemList>(ListControl, {
    // renderItem is an instance field (an arrow function Decap assigns in its constructor).
    instance(list) {
      const renderItem = list.renderItem
      list.renderItem = (item: unknown, index: number) => {
        const label = list.objectLabel(item)
        const name = typeof label === "string" && label.trim() ? label.trim() : `item ${index + 1}`
        return withNamedTopBar(renderItem(item, index), name)
      }
    },
  })
}
