import { RichText } from "../../components/RichText"
import { sanitizeContentHtml } from "../../content/sanitize"
import type { ImmutableMap } from "../decap"

type Props = { value?: string | null; field: ImmutableMap }

/** The field as the site will show it: sanitised as at build, through the site's own RichText. */
export function RichTextPreview({ value, field }: Props) {
  const inline = field.get("inline") === true
  return <RichText html={sanitizeContentHtml(value ?? "", inline)} inline={inline} />
}
