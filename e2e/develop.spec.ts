// Editing content.json with `npm run develop` running, as the README invites the coach to. Each save is
// checked as the build checks it: a save with problems shows the validator's messages in the terminal
// and in the browser's error overlay while the page keeps its last good content, and the save (or the
// picture) that fixes it clears the overlay and shows the change, without a reload or a restart.
import { copyFileSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { expect, test, type Page } from "@playwright/test"
import { validateContentFile } from "../plugins/source-content/validateFile"
import { inFileWords } from "../src/model/problems"
import type { Content } from "../src/test/content"
import { removeSite, scratchSite } from "../src/test/scratchSite"
import { startDevelop, type DevelopServer } from "./developServer"

let site: string
let file: string
let server: DevelopServer

// One server for every case: a cold start takes minutes on a busy machine.
test.describe.configure({ mode: "serial", timeout: 3 * 60_000 })

test.beforeAll(async () => {
  test.setTimeout(10 * 60_000)
  site = scratchSite(() => {})
  file = path.join(site, "data", "content.json")
  server = await startDevelop(site, 8 * 60_000)
})

// What develop printed, beside a failure: the test's assertions read it, and so will whoever debugs one.
// eslint-disable-next-line no-empty-pattern -- Playwright's hooks take their fixtures first; none is needed
test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus && server) {
    await testInfo.attach("gatsby develop output", {
      body: server.output(),
      contentType: "text/plain",
    })
  }
})

test.afterAll(async () => {
  await server?.stop()
  if (site) removeSite(site)
})

const read = (): Content => JSON.parse(readFileSync(file, "utf8"))
const json = (content: Content) => JSON.stringify(content, null, 2)
const oneLine = (text: string) => text.replace(/\s+/g, " ")

const overlay = (page: Page) => page.getByRole("alertdialog", { name: "Failed to compile" })
const heroTitle = (page: Page) => page.locator("main h1")
// Saves and pictures take a moment to go through: sourcing, the queries, the compile, the socket.
const SETTLE = { timeout: 60_000 }

/** Writes content.json as an editor would; returns the validator's messages for it and what develop prints after. */
function save(text: string) {
  const mark = server.output().length
  writeFileSync(file, text)
  return {
    problems: validateContentFile(file).map(inFileWords),
    printed: () => server.output().slice(mark),
  }
}

/** The open page and the terminal report exactly the validator's messages, once, and nothing raw. */
async function expectReported(page: Page, { problems, printed }: ReturnType<typeof save>) {
  await expect(overlay(page)).toBeVisible(SETTLE)
  for (const problem of problems) await expect(overlay(page)).toContainText(problem)
  await expect
    .poll(() => problems.every((problem) => oneLine(printed()).includes(oneLine(problem))), SETTLE)
    .toBe(true)
  // Everything this save causes has been printed once develop goes quiet. (What it prints on the way
  // differs between a terminal and CI's plain output, so no line of its own is waited for.)
  let length = -1
  const unchanged = () => {
    const previous = length
    length = printed().length
    return length === previous
  }
  await expect.poll(unchanged, { ...SETTLE, intervals: [3_000] }).toBe(true)
  const terminal = printed()
  // One report per save: not one per page or per query, and no GraphQL error or stack beside it.
  // (Gatsby heads it "ERROR #98123" in a terminal and "error" in CI's plain output.)
  expect(terminal.match(/Generating development JavaScript bundle failed/g)).toHaveLength(1)
  expect(terminal).not.toMatch(/Cannot return null|Unable to parse JSON|GRAPHQL/)
  expect(terminal).not.toMatch(/^\s+(at \S+ \(|- \S+:\d+ )/m)
}

async function expectRecovered(page: Page, title: string) {
  await expect(overlay(page)).toBeHidden(SETTLE)
  await expect(heroTitle(page)).toHaveText(title, SETTLE)
}

test("a required title emptied is named by its JSON path; the page keeps its title until a good save replaces it", async ({
  page,
}) => {
  const good = read()
  await page.goto(server.url)
  await expect(heroTitle(page)).toHaveText(good.HeroSection.title)

  const broken = structuredClone(good)
  broken.HeroSection.title = ""
  const saved = save(json(broken))
  expect(saved.problems.join("\n")).toContain("HeroSection.title")
  await expectReported(page, saved)
  await expect(heroTitle(page)).toHaveText(good.HeroSection.title)

  const fixed = structuredClone(good)
  fixed.HeroSection.title = `${good.HeroSection.title}, revised`
  expect(save(json(fixed)).problems).toEqual([])
  await expectRecovered(page, fixed.HeroSection.title)
})

test("a picture that is not there is reported until the file is added, and then shown", async ({
  page,
}) => {
  const good = read()
  await page.goto(server.url)
  // The picture's address keeps its file's name.
  const shown = () =>
    page.getByAltText(good.HeroSection.imagealt, { exact: true }).getAttribute("src")
  const before = path.basename(good.HeroSection.imageurl)
  await expect.poll(shown).toContain(before)

  const added = `a-picture-not-added-yet${path.extname(before)}`
  const broken = structuredClone(good)
  broken.HeroSection.imageurl = `./images/${added}`
  const saved = save(json(broken))
  expect(saved.problems.join("\n")).toContain("HeroSection.imageurl")
  await expectReported(page, saved)
  expect(await shown()).toContain(before)

  // The coach adds the picture the file already names.
  copyFileSync(
    path.join(site, "data", good.HeroSection.imageurl),
    path.join(site, "data", "images", added),
  )
  await expect(overlay(page)).toBeHidden(SETTLE)
  await expect.poll(shown, SETTLE).toContain(added)
})

test("a file that is not JSON gets the validator's message, not a stack, also on a reload; a good save brings the page back", async ({
  page,
}) => {
  const good = read()
  await page.goto(server.url)
  await expect(heroTitle(page)).toHaveText(good.HeroSection.title)

  // A comma lost in a hand edit.
  const saved = save(json(good).replace(",\n", "\n"))
  expect(saved.problems.join("\n")).toContain("is not valid JSON")
  await expectReported(page, saved)
  await page.reload()
  for (const problem of saved.problems) await expect(overlay(page)).toContainText(problem)

  const fixed = structuredClone(good)
  fixed.HeroSection.title = `${good.HeroSection.title}, again`
  expect(save(json(fixed)).problems).toEqual([])
  await expectRecovered(page, fixed.HeroSection.title)
})
