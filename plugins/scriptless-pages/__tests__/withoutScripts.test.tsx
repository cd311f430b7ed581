/** @jest-environment node */
import { createElement } from "react"
import { isScriptless, withoutScripts } from "../withoutScripts"

// What Gatsby 5 puts at the end of a page's body (gatsby/cache-dir/static-entry.js), and more.
const body = [
  <script key="ld" type="application/ld+json" dangerouslySetInnerHTML={{ __html: "{}" }} />,
  <script key="loader" id="gatsby-script-loader" dangerouslySetInnerHTML={{ __html: "x" }} />,
  <script key="module" type="module" src="/module.js" />,
  <script key="json" type="application/json" dangerouslySetInnerHTML={{ __html: "{}" }} />,
  createElement(() => null, { key: "scripts", sliceId: "_gatsby-scripts" }),
  createElement(() => null, { key: "other", sliceId: "footer" }),
  "text",
  null,
]

const keys = (nodes: ReturnType<typeof withoutScripts>) =>
  nodes.map((node) => (typeof node === "object" && node && "key" in node ? node.key : node))

test("every script that would run and Gatsby's slice of scripts go; data blocks and the rest stay", () => {
  expect(keys(withoutScripts(body))).toEqual(["ld", "json", "other", "text", null])
})

test("only a context that says scripts: false makes a page scriptless", () => {
  expect(isScriptless({ list: "Articles", item: "article", scripts: false })).toBe(true)
  for (const context of [{}, { scripts: true }, { scripts: "false" }, { scripts: 0 }, null, "x"])
    expect(isScriptless(context)).toBe(false)
})
