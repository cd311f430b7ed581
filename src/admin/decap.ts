import type { ComponentType, Ref } from "react"

// Decap's own types declare a control's props loosely, a widget's control as props rather than a
// component, and neither a list control's class nor each widget's schema.

export type ImmutableMap = { get(key: string): unknown }

type Asset = { path?: string; toString(): string }

/** decap-cms-core Widget.js, as far as the editor reads it. */
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
  /** Decap renders a collapsed list item anyway, hidden with display: none. */
  isParentListCollapsed?: boolean
  ref?: Ref<Handle>
}

export type ListControlProps = ControlProps & {
  /** Decap's connected EditorControl, passed down to items. */
  editorControl: ComponentType<Pick<ControlProps, "isParentListCollapsed">>
}

/** objectLabel names a collapsed item by the list's summary template. */
export type ListControl = ComponentType<ListControlProps> & {
  prototype: { objectLabel(item: unknown): unknown }
}

export type RegisteredWidget<Control> = { control: Control; preview: unknown; schema: unknown }

export type Entry = { get(key: "data"): { toJS(): Record<string, unknown> } | undefined }

export type PreviewProps = {
  entry: Entry
  getAsset: (path: string) => { toString(): string } | undefined
}

export type WidgetPreviewProps<Value> = { value?: Value | null; field: ImmutableMap }

export type PreSave = { entry: Entry }

export type Phrases = {
  editor: {
    editor: Record<string, string>
    editorWidgets: Record<string, Record<string, string>>
  }
}
