/** @jest-environment node */
// A scratch folder holds the frozen content and a stand-in for every picture it names.
import fs from "fs"
import os from "os"
import path from "path"
import { frozenContent } from "../../../src/test/content"
import { imageTypeOf } from "../fileProbe"
import { inFileWords } from "../../../src/model/problems"
import { imagesIn } from "../../../src/model/sanitize"
import { firstNonUtf8Byte, validateContentFile } from "../validateFile"

// The first bytes of each kind of picture: what the probe reads, and all it reads.
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00])
const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d,
])
const ascii = (text: string) => Uint8Array.from(text, (character) => character.charCodeAt(0))
const GIF = ascii("GIF89a\x01\x00\x01\x00")
const WEBP = ascii("RIFF\x24\x00\x00\x00WEBPVP8 ")
// An ISO media ftyp box of 24 bytes: major brand, minor version, two compatible brands.
const ftyp = (major: string, ...compatible: string[]) =>
  ascii(
    `\x00\x00\x00${String.fromCharCode(16 + 4 * compatible.length)}ftyp${major}\x00\x00\x00\x00${compatible.join("")}`,
  )
const AVIF = ftyp("avif", "mif1", "miaf")
const SVG = `<?xml version="1.0" encoding="UTF-8"?>
<!-- A diagram, drawn for the tests -->
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"/>`

type Content = ReturnType<typeof JSON.parse>

let site: string
let data: string
let file: string
let content: Content

/** Every picture path of the content: image fields, and the pictures inside its HTML. */
function pictures(value: unknown, found = { data: new Set<string>(), html: new Set<string>() }) {
  if (typeof value === "string") for (const { src } of imagesIn(value)) found.html.add(src)
  else if (Array.isArray(value)) value.forEach((item) => pictures(item, found))
  else if (value && typeof value === "object") {
    for (const [name, child] of Object.entries(value)) {
      if (name === "imageurl" && typeof child === "string") found.data.add(child)
      else pictures(child, found)
    }
  }
  return found
}

function write(relative: string, bytes: Uint8Array | string) {
  fs.mkdirSync(path.dirname(path.join(site, relative)), { recursive: true })
  fs.writeFileSync(path.join(site, relative), bytes)
}
const writeContent = (text: string | Uint8Array) => fs.writeFileSync(file, text)
/** As the build and the terminal write them. */
const problems = () => validateContentFile(file).map(inFileWords)

beforeEach(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), "byb-validate-"))
  data = path.join(site, "data")
  file = path.join(data, "content.json")
  content = frozenContent()
  const found = pictures(content)
  for (const image of found.data) write(path.join("data", image), /\.png$/.test(image) ? PNG : JPEG)
  for (const src of found.html) write(path.join("static", src), SVG)
  writeContent(JSON.stringify(content, null, 2))
})
afterEach(() => fs.rmSync(site, { recursive: true, force: true }))

test("the scratch copy is valid to begin with", () => {
  expect(problems()).toEqual([])
})

describe("image fields, against data/", () => {
  test("a file named in another letter case is refused, even where the disk would forgive it", () => {
    const written: string = content.HeroSection.imageurl
    const onDisk = written.replace(/[^/]+$/, (name) => name.toUpperCase())
    fs.renameSync(path.join(data, written), path.join(data, onDisk))
    expect(problems()).toEqual([
      `content.json: HeroSection.imageurl: ${written} does not match the file's name letter for letter: on disk it is ./${path.posix.normalize(onDisk)}`,
    ])
  })

  test("a text file renamed .jpg is refused", () => {
    write(path.join("data", content.HeroSection.imageurl), "Not a picture, only a name.\n")
    expect(problems()).toEqual([
      `content.json: HeroSection.imageurl: ${content.HeroSection.imageurl} is not a JPEG, PNG, WebP or AVIF image inside (a renamed file?)`,
    ])
  })

  test("a GIF is refused, whatever its name", () => {
    write(path.join("data", content.HeroSection.imageurl), GIF)
    expect(problems()).toEqual([
      `content.json: HeroSection.imageurl: ${content.HeroSection.imageurl} holds a GIF image; use a JPEG, PNG, WebP or AVIF`,
    ])
  })

  test.each([
    ["PNG", PNG],
    ["WebP", WEBP],
    ["AVIF", AVIF],
  ])("a %s is a picture the build takes", (_, bytes) => {
    write(path.join("data", content.HeroSection.imageurl), bytes)
    expect(problems()).toEqual([])
  })

  test("a link inside data/ to a picture outside it is refused", () => {
    const target = path.join(site, "elsewhere.jpg")
    fs.writeFileSync(target, JPEG)
    const image = path.join(data, content.HeroSection.imageurl)
    fs.rmSync(image)
    fs.symlinkSync(target, image)
    expect(problems()).toEqual([
      `content.json: HeroSection.imageurl: ${content.HeroSection.imageurl} is a link to a file outside data/; put the picture itself there`,
    ])
  })

  test("a folder named like a picture is refused", () => {
    content.HeroSection.imageurl = "./images/folder.jpg"
    fs.mkdirSync(path.join(data, "images", "folder.jpg"))
    writeContent(JSON.stringify(content))
    expect(problems()).toEqual([
      "content.json: HeroSection.imageurl: ./images/folder.jpg is not a JPEG, PNG, WebP or AVIF image inside (a renamed file?)",
    ])
  })

  test("../static/x.jpg, which exists, is still refused: it is outside data/", () => {
    write("static/x.jpg", JPEG)
    content.HeroSection.imageurl = "../static/x.jpg"
    writeContent(JSON.stringify(content))
    expect(problems()).toEqual([
      "content.json: HeroSection.imageurl: ../static/x.jpg leads outside data/, where pictures must be: write it as ./images/photo.jpg",
    ])
  })
})

describe("pictures inside HTML, against static/", () => {
  const withImage = (src: string) => {
    content.Articles[0].content = `<p>Text</p><img src="${src}" alt="A diagram">`
    writeContent(JSON.stringify(content))
    return problems()
  }

  test("an SVG that is really an SVG is taken; one that is not is refused", () => {
    write("static/articles/real.svg", SVG)
    expect(withImage("/articles/real.svg")).toEqual([])
    write("static/articles/fake.svg", "alert(1)")
    expect(withImage("/articles/fake.svg")).toEqual([
      "content.json: Articles[0].content: the image /articles/fake.svg is not a picture inside (a renamed file?)",
    ])
    write("static/articles/photo.svg", PNG)
    expect(withImage("/articles/photo.svg")).toEqual([
      "content.json: Articles[0].content: the image /articles/photo.svg holds a PNG image, which its name does not say: name it for what it is",
    ])
  })

  test("a raster is told by its bytes", () => {
    write("static/articles/chart.png", PNG)
    expect(withImage("/articles/chart.png")).toEqual([])
    write("static/articles/chart.png", "<html>not a chart</html>")
    expect(withImage("/articles/chart.png")).toEqual([
      "content.json: Articles[0].content: the image /articles/chart.png is not a picture inside (a renamed file?)",
    ])
  })

  test("/../../etc/passwd is refused, not looked for", () => {
    expect(withImage("/../../etc/passwd")).toEqual([
      "content.json: Articles[0].content: the image /../../etc/passwd leads outside static/, where the site's pictures are",
    ])
  })

  test("a name in another letter case is refused, naming the file", () => {
    write("static/articles/diagram.svg", SVG)
    expect(withImage("/articles/Diagram.svg")).toEqual([
      "content.json: Articles[0].content: the image /articles/Diagram.svg does not match the file's name letter for letter: in static/ it is /articles/diagram.svg",
    ])
  })

  test("a name with spaces, written %-escaped as a browser asks for it, is found", () => {
    write("static/articles/my diagram.svg", SVG)
    expect(withImage("/articles/my%20diagram.svg")).toEqual([])
  })
})

describe("the file's bytes", () => {
  test("a Windows-1252 é is refused with its byte position, line and column", () => {
    const text = JSON.stringify(content, null, 2)
    const title: string = content.HeroSection.title
    const at = text.indexOf(JSON.stringify(title))
    const before = `${text.slice(0, at)}"Caf`
    const bytes = Buffer.concat([
      Buffer.from(before),
      Buffer.from([0xe9]),
      Buffer.from(text.slice(at + JSON.stringify(title).length - 1)),
    ])
    writeContent(bytes)
    const lines = before.split("\n")
    expect(problems()).toEqual([
      `content.json: is not UTF-8: the byte 0xE9 at byte offset ${Buffer.byteLength(before)} (line ${lines.length}, column ${[...lines.at(-1)!].length + 1}) is not a UTF-8 character. Save the file as UTF-8: in another encoding (Windows-1252, Latin-1), accented letters show on the page as "\uFFFD"`,
    ])
  })

  test("a byte-order mark is refused in words, with no invisible character", () => {
    writeContent(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), fs.readFileSync(file)]))
    expect(problems()).toEqual([
      "content.json: starts with an invisible byte-order mark (BOM), which JSON does not allow: save the file as UTF-8 without BOM",
    ])
  })
})

describe("where UTF-8 stops", () => {
  test.each([
    ["plain ASCII", [0x61, 0x62], -1],
    ["é, ✓ and an emoji", [...Buffer.from("é✓😀")], -1],
    ["a Windows-1252 é", [0x61, 0xe9, 0x62], 1],
    ["a sequence cut short at the end", [0x61, 0xe2, 0x9c], 1],
    ["an overlong /", [0x61, 0xc0, 0xaf], 1],
    ["an overlong three-byte form", [0xe0, 0x80, 0xaf], 0],
    ["a surrogate", [0x61, 0x62, 0xed, 0xa0, 0x80], 2],
    ["past U+10FFFF", [0xf4, 0x90, 0x80, 0x80], 0],
    ["a lone continuation byte", [0x80], 0],
  ])("%s", (_, bytes, expected) => {
    expect(firstNonUtf8Byte(Uint8Array.from(bytes))).toBe(expected)
  })
})

describe("what a file holds, by its first bytes", () => {
  test.each([
    ["jpeg", JPEG],
    ["png", PNG],
    ["gif", GIF],
    ["webp", WEBP],
    ["avif", AVIF],
    ["avif", ftyp("mif1", "avif")],
    ["svg", ascii(SVG)],
    ["svg", Uint8Array.from(Buffer.from('\uFEFF  <svg width="1"></svg>'))],
  ])("%s", (type, bytes) => {
    expect(imageTypeOf(bytes)).toBe(type)
  })

  test.each([
    ["text", ascii("Not a picture.")],
    ["HTML with an SVG inside", ascii("<html><body><svg></svg></body></html>")],
    ["an MP4 video", ftyp("isom", "mp41")],
    ["nothing", new Uint8Array()],
    ["a RIFF that is not WebP", ascii("RIFF\x24\x00\x00\x00WAVEfmt ")],
  ])("%s is no picture", (_, bytes) => {
    expect(imageTypeOf(bytes)).toBeNull()
  })
})
