// Usage: node scripts/grow-content.mjs [factor=10] [--reworded] [--edits] [file=data/content.json]
//
// Makes the content as long as years of the coach's writing: every article, podcast and book review list
// becomes `factor` times as long, and so do the events (from a sample when there are none), each copy with a title and a first paragraph of its own (so its own
// address, description and share card). For a scratch clone, to check that the site and `npm test` hold
// at that size: never commit what it writes.
//
// --edits then applies a coach's edits that trip tests which name things loosely (scripts/growContent.cjs,
// coachEditsHostile): titles that begin with another's or differ from it only in case, a 201-character
// title, titles with markup, entities, quotes, Chinese and an emoji, the podcasts emptied. The build
// checks the result as it checks the coach's file; scripts/__tests__/growContent.test.ts shows that the
// validator accepts the edits made to the frozen content.
//
// --reworded grows it another way (scripts/growReworded.cjs): copies with titles and texts of their own
// from one small vocabulary, the coach's titles reworded, the podcasts cut to one, every list shuffled and
// dated over years. --edits may follow it as it follows the first way.
import { readFileSync, writeFileSync } from "node:fs"
import { LISTS, coachEditsHostile, grow } from "./growContent.cjs"
import { growReworded } from "./growReworded.cjs"

const args = process.argv.slice(2)
const OPTIONS = ["--edits", "--reworded"]
const edits = args.includes("--edits")
const rewordedWay = args.includes("--reworded")
const unknown = args.filter((arg) => arg.startsWith("--") && !OPTIONS.includes(arg))
const [factorArgument = "10", file = "data/content.json", ...extra] = args.filter(
  (arg) => !arg.startsWith("--"),
)
if (unknown.length > 0 || extra.length > 0) {
  console.error(
    `Unexpected ${[...unknown, ...extra].join(" ")}. Usage: node scripts/grow-content.mjs [factor=10] [--reworded] [--edits] [file=data/content.json]`,
  )
  process.exit(1)
}
const factor = Number(factorArgument)
if (!Number.isInteger(factor) || factor < 1 || factor > 100) {
  console.error(
    `The factor must be a whole number from 1 to 100; it is ${JSON.stringify(factorArgument)}.`,
  )
  process.exit(1)
}

const given = JSON.parse(readFileSync(file, "utf8"))
let content = rewordedWay ? growReworded(given, factor) : grow(given, factor)
if (edits) content = coachEditsHostile(content)
writeFileSync(file, `${JSON.stringify(content, null, 2)}\n`)

const counts = [...LISTS, "Events"]
  .map((list) => `${content[list].length} ${list.toLowerCase()}`)
  .join(", ")
console.log(
  `${file}: ${counts}${rewordedWay ? ", reworded" : ""}${edits ? ", with the coach's hostile edits (6 articles and 1 book review added after the first, the podcasts emptied)" : ""}`,
)
