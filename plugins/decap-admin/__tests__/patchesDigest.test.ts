/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import { patchesDigest } from "../patchesDigest"

let dir: string
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "patches-"))
  fs.writeFileSync(path.join(dir, "decap-cms-ui-default+3.9.2+001+a.patch"), "+ one line\n")
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

test("a patch changed for the same Decap gives the editor's cache another version", () => {
  const before = patchesDigest(dir)
  expect(patchesDigest(dir)).toBe(before)
  fs.writeFileSync(path.join(dir, "decap-cms-ui-default+3.9.2+001+a.patch"), "+ another line\n")
  expect(patchesDigest(dir)).not.toBe(before)
})

test("a patch added or renamed does too; other files do not", () => {
  const before = patchesDigest(dir)
  fs.writeFileSync(path.join(dir, "notes.md"), "why")
  expect(patchesDigest(dir)).toBe(before)
  fs.renameSync(
    path.join(dir, "decap-cms-ui-default+3.9.2+001+a.patch"),
    path.join(dir, "decap-cms-ui-default+3.9.2+001+b.patch"),
  )
  expect(patchesDigest(dir)).not.toBe(before)
})

test("the repository's own patches are read", () => {
  expect(patchesDigest()).toMatch(/^[0-9a-f]{16}$/)
  expect(patchesDigest()).not.toBe(patchesDigest(path.join(dir, "none")))
})
