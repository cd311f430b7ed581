import { useState, type ComponentType } from "react"
import type { ControlProps, ListControlProps } from "./decap"

/** What a list item's field reads of its props: whether its item is collapsed. */
type FieldProps = Pick<ControlProps, "isParentListCollapsed">

/**
 * A field of a list item, rendered once its item has been opened. Decap renders every field of every
 * item when the entry opens, and hides a collapsed item's with CSS: with a hundred articles that was
 * thousands of controls, and each field's hint parsed as Markdown, before the coach could type a word.
 * Once opened, the field stays rendered when its item closes again, as Decap's own would, so an open
 * text keeps its undo history.
 */
function fieldOnDemand<P extends FieldProps>(EditorControl: ComponentType<P>) {
  function FieldOnDemand(props: P) {
    const collapsed = props.isParentListCollapsed === true
    const [opened, setOpened] = useState(!collapsed)
    // Set while rendering, as React advises for state that follows a prop: no frame without the field.
    if (!collapsed && !opened) setOpened(true)
    return opened ? <EditorControl {...props} /> : null
  }
  FieldOnDemand.displayName = `FieldOnDemand(${EditorControl.displayName ?? EditorControl.name})`
  return FieldOnDemand
}

/**
 * Decap's list widget with each item's fields rendered on demand (fieldOnDemand). It stays registered
 * as "list", because Decap's core recognises lists by that name (entries, media folders, validation).
 *
 * A collapsed item that was never opened has no controls, so Decap's own checks (required, pattern)
 * do not run on it; the build's validator runs on every save (validateOnSave.ts) and names the item.
 *
 * Not a patch to Decap: it is the site's trade (a field unchecked until opened, which the site's own
 * validator makes up for), made through Decap's widget API (registerWidget), not a bug in Decap's files.
 */
export function listOnDemand<P extends Pick<ListControlProps, "editorControl">>(
  ListControl: ComponentType<P>,
) {
  // One wrapper per EditorControl, for every list: a new component type would remount every field.
  const wrapped = new WeakMap<ComponentType<FieldProps>, ComponentType<FieldProps>>()
  function ListOnDemand(props: P & Pick<ControlProps, "ref">) {
    let editorControl = wrapped.get(props.editorControl)
    if (!editorControl) {
      editorControl = fieldOnDemand(props.editorControl)
      wrapped.set(props.editorControl, editorControl)
    }
    // React 19 passes `ref` as a prop: spread, it reaches ListControl's instance as Decap expects.
    return <ListControl {...props} editorControl={editorControl} />
  }
  return ListOnDemand
}
