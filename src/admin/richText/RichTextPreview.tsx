import { RichText } from "../../components/RichText"
import { sanitizeContentHtml } from "../../model/sanitize"
import type { WidgetPreviewProps } from "../decap"

export function RichTextPreview({ value, field }: WidgetPreviewProps<string>) {
  const inline = field.get("inline") === true
  return <RichText html={sanitizeContentHtml(value ?? "", inline)} inline={inline} />
}
