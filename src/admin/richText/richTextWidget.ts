import { RICH_TEXT_WIDGET } from "../config"
import { RichTextControl } from "./RichTextControl"
import { RichTextPreview } from "./RichTextPreview"

export const richTextWidget = {
  // Not Decap's own "richtext" (its Markdown editor), which it would replace.
  name: RICH_TEXT_WIDGET,
  controlComponent: RichTextControl,
  previewComponent: RichTextPreview,
  // Decap checks each field's options against this when it loads the config.
  schema: { properties: { inline: { type: "boolean" } } },
}
