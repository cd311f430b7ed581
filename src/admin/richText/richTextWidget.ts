import { RICH_TEXT_WIDGET } from "../config"
import { RichTextControl } from "./RichTextControl"
import { RichTextPreview } from "./RichTextPreview"

/**
 * The rich-text widget, ready for `CMS.registerWidget(richTextWidget)`. A field `{ widget: "richtext-html" }`
 * edits block HTML (schema kind "html"); add `inline: true` for a title (kind "inline"): bold, italic
 * and line breaks, saved without a wrapper.
 */
export const richTextWidget = {
  // Not Decap's own "richtext" (its Markdown editor), which it would replace.
  name: RICH_TEXT_WIDGET,
  controlComponent: RichTextControl,
  previewComponent: RichTextPreview,
  // Decap checks each richtext field's options against this when it loads the config.
  schema: { properties: { inline: { type: "boolean" } } },
}
