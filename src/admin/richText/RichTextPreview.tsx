import { RichText } from "../../components/RichText"
import { sanitizeContentHtml } from "../../model/sanitize"
import type { WidgetPreviewProps } from "../decap"

/** The field as the site will show it: sanitised as at build, through the site's own RichText. */
export function RichTextPreview({ value, field }: WidgetPreviewProps<string>) {
  const inline = field.get("inline") === true
  return <RichText html={sanitizeContentHtml(value ?? "", inline)} inline={inline} />
}
