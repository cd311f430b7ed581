import { editorBackend } from "../../../plugins/decap-admin/backend"
import { editorPage } from "../../../plugins/decap-admin/editorPage"
import { site } from "../../test/fixtures"
import { readEditorSettings } from "../editorSettings"

const TITLE = "Becoming Your Best: content editor"
const parse = (html: string) => new DOMParser().parseFromString(html, "text/html")
const { siteMetadata } = site

test("the editor's page carries what the build's environment chose, and the editor reads it back", () => {
  const env = { DECAP_REPO: "coach/becoming-your-best" }
  const html = editorPage(TITLE, siteMetadata, env)
  expect(html.startsWith('<!DOCTYPE html><html lang="en">')).toBe(true)
  const page = parse(html)
  expect(page.title).toBe(TITLE)
  expect(readEditorSettings(page)).toEqual({
    siteMetadata,
    backend: {
      name: "github",
      repo: "coach/becoming-your-best",
      branch: "main",
      auth_scope: "public_repo",
    },
    local: false,
  })
  const gitGateway = { DECAP_BACKEND: "git-gateway" }
  const other = { ...siteMetadata, siteUrl: "https://x.example" }
  expect(readEditorSettings(parse(editorPage(TITLE, other, gitGateway, { local: true })))).toEqual({
    siteMetadata: other,
    backend: editorBackend(gitGateway),
    local: true,
  })
  // Data, not a script: the editor's policy allows no inline script, and none is needed.
  expect(page.querySelector("#editor-settings")?.getAttribute("type")).toBe("application/json")
})

test("no text in the settings can end their block early or open a comment", () => {
  const hostile = "</script><script>alert(1)</script><!--<SCRIPT>"
  const metadata = {
    title: `Coach${hostile}`,
    description: `</SCRIPT >${hostile}`,
    siteUrl: `https://coach.example/${hostile}`,
    image: `/card.jpg${hostile}`,
  }
  const html = editorPage(TITLE, metadata, {})
  const page = parse(html)
  expect(page.querySelectorAll("script")).toHaveLength(1)
  expect(readEditorSettings(page).siteMetadata).toEqual(metadata)
  // The block's own end is the page's only "</script", in any case.
  expect(html.match(/<\/script/gi)).toHaveLength(1)
  expect(html).not.toMatch(/<!--/)
})

test("a page the build did not write the settings into says so, rather than starting an editor without them", () => {
  expect(() => readEditorSettings(parse("<!DOCTYPE html><title>x</title>"))).toThrow(
    "The editor's page has no settings (#editor-settings): build it again.",
  )
})

test("a bad backend setting stops the page from being written, with the setting's message", () => {
  expect(() => editorPage(TITLE, siteMetadata, { DECAP_BACKEND: "gitlab" })).toThrow(
    "DECAP_BACKEND must be github",
  )
})

test("with no repository known, the page says how to set one up and how to edit locally, and holds no sign-in", () => {
  const page = parse(editorPage(TITLE, siteMetadata, {}))
  expect(readEditorSettings(page).backend).toBeNull()
  const text = page.body.textContent ?? ""
  expect(page.querySelector("h1")?.textContent).toBe("The content editor is not set up yet")
  for (const words of ["DECAP_REPO", "npm run develop", "http://localhost:8000/admin/"])
    expect(text).toContain(words)
  expect(page.querySelectorAll("button, input, form, iframe")).toHaveLength(0)
  // A page with a repository has nothing in its body until the editor draws itself.
  const set = parse(editorPage(TITLE, siteMetadata, { DECAP_REPO: "coach/site" }))
  expect(set.body.innerHTML.trim()).toBe("")
})
