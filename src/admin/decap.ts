import type { ComponentType, Ref } from "react"

// What the editor reads of Decap's props and objects, declared once. Decap's own types (decap-cms-core
// index.d.ts) declare a control's props loosely, a widget's control as its props rather than a
// component, and neither a list control's class nor the schema kept with each widget.

/** An Immutable.js Map as Decap passes a field's config, the media paths or a list item. */
export type ImmutableMap = { get(key: string): unknown }

/** Decap's AssetProxy: its string is the URL to show the file from; `path` says which file it is. */
type Asset = { path?: string; toString(): string }

/** The props Decap 3 gives a field's control (decap-cms-core Widget.js), as far as the editor reads them. */
export type ControlProps<Value = unknown, Handle = unknown> = {
  value?: Value | null
  field: ImmutableMap
  forID: string
  onChange: (value: Value) => void
  mediaPaths: ImmutableMap
  onOpenMediaLibrary: (options: {
    controlID: string
    forImage: boolean
    privateUpload: unknown
    value: string
    allowMultiple: boolean
    field: ImmutableMap
  }) => void
  onRemoveInsertedMedia: (controlID: string) => void
  onRemoveMediaControl: (controlID: string) => void
  getAsset: (path: string, field: ImmutableMap) => Asset
  classNameWrapper?: string
  setActiveStyle?: () => void
  setInactiveStyle?: () => void
  /**
   * True while the list item holding the field is collapsed (decap-cms-widget-object's ObjectControl
   * passes it to the fields of a list item): Decap renders the item anyway, hidden with display: none.
   */
  isParentListCollapsed?: boolean
  /** React 19 passes `ref` as a prop; Decap's Widget reads the control's instance through it. */
  ref?: Ref<Handle>
}

/** The props of a control whose items hold fields: an object's or a list's. */
export type ListControlProps = ControlProps & {
  /** The component Decap renders each field with (its connected EditorControl), passed down to items. */
  editorControl: ComponentType<Pick<ControlProps, "isParentListCollapsed">>
}

/**
 * Decap's list control (decap-cms-widget-list ListControl): a component, and a class whose
 * objectLabel names a collapsed item by the list's summary template.
 */
export type ListControl = ComponentType<ListControlProps> & {
  prototype: { objectLabel(item: unknown): unknown }
}

/** A widget as CMS.getWidget gives it back. */
export type RegisteredWidget<Control> = { control: Control; preview: unknown; schema: unknown }

/** An entry as Decap hands it to a preview template or an event listener: its data, as JSON. */
export type Entry = { get(key: "data"): { toJS(): Record<string, unknown> } | undefined }

/** Decap's props for a preview template, as far as the editor reads them. */
export type PreviewProps = {
  entry: Entry
  getAsset: (path: string) => { toString(): string } | undefined
}

/** Decap's props for a widget's preview (decap-cms-core's widget preview). */
export type WidgetPreviewProps<Value> = { value?: Value | null; field: ImmutableMap }

/** What Decap hands a preSave listener, as far as the editor reads it. */
export type PreSave = { entry: Entry }

/** Decap's phrases for a language, as far as the editor changes them: the editor's own and its widgets'. */
export type Phrases = {
  editor: {
    editor: Record<string, string>
    editorWidgets: Record<string, Record<string, string>>
  }
}
