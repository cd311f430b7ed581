import { useState, type ComponentType } from "react"
import type { ControlProps, ListControlProps } from "./decap"

type FieldProps = Pick<ControlProps, "isParentListCollapsed">

/**
 * Decap renders every field of every item when the entry opens
 * (docs/decisions/growth-benchmark.md). Once opened, a field stays rendered when its item closes,
 * as Decap's would, so its undo history lasts.
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
 * Registered as "list": Decap's core recognises lists by that name. A never-opened item runs none
 * of Decap's checks, so validateOnSave.ts names its problems; a choice of the site's, not a bug to
 * patch.
 */
export function listOnDemand<P extends Pick<ListControlProps, "editorControl">>(
  ListControl: ComponentType<P>,
) {
  // One wrapper per EditorControl: a new component type would remount every field.
  const wrapped = new WeakMap<ComponentType<FieldProps>, ComponentType<FieldProps>>()
  function ListOnDemand(props: P & Pick<ControlProps, "ref">) {
    let editorControl = wrapped.get(props.editorControl)
    if (!editorControl) {
      editorControl = fieldOnDemand(props.editorControl)
      wrapped.set(props.editorControl, editorControl)
    }
    return <ListControl {...props} editorControl={editorControl} />
  }
  return ListOnDemand
}
