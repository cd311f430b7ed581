/**
 * How the editor reads and writes content.json: as Decap's own JSON format does, plus the final newline
 * the file has, so a save changes only the lines the coach changed.
 */
export const CONTENT_FORMAT = {
  name: "content-json",
  extension: "json",
  formatter: {
    fromFile: (text: string): unknown => JSON.parse(text),
    toFile: (data: unknown) => `${JSON.stringify(data, null, 2)}\n`,
  },
}
