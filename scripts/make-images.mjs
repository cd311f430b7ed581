// Renders the site's stand-in artwork (SVG drawn here) to the raster files in data/images/.
// The outputs are committed; run `npm run images` only to regenerate them. The coach replaces any of
// them by dropping a photograph of the same name into data/images/ (see README).
import { mkdir } from "node:fs/promises"
import sharp from "sharp"

const OUT = new URL("../data/images/", import.meta.url)
const ink = "#1d3344"
const teal = "#2c6e6a"
const sand = "#f3ede3"
const gold = "#c8923a"
const clay = "#b4643f"

const svg = (w, h, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`

const linear = (id, stops, x2 = 0, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops
    .map(([offset, color]) => `<stop offset="${offset}" stop-color="${color}"/>`)
    .join("")}</linearGradient>`

// Dawn over layered ridges: the path upward the whole site talks about.
const hero = svg(
  2400,
  1350,
  `<defs>${linear("sky", [
    [0, "#142838"],
    [0.55, "#3d5f6e"],
    [0.85, "#d9a86a"],
    [1, "#f2d3a0"],
  ])}
  <radialGradient id="sun" cx="0.68" cy="0.78" r="0.35"><stop offset="0" stop-color="#fff1d0" stop-opacity="0.95"/><stop offset="1" stop-color="#fff1d0" stop-opacity="0"/></radialGradient></defs>
  <rect width="2400" height="1350" fill="url(#sky)"/>
  <rect width="2400" height="1350" fill="url(#sun)"/>
  <circle cx="1630" cy="1030" r="90" fill="#fff4dc"/>
  <path d="M0 1010 C300 900 520 960 760 880 S1240 760 1500 900 S2050 1000 2400 880 V1350 H0Z" fill="#2d4b58" opacity="0.85"/>
  <path d="M0 1120 C380 1010 640 1100 980 1030 S1600 980 1900 1080 S2250 1120 2400 1060 V1350 H0Z" fill="#1f3845"/>
  <path d="M0 1240 C420 1170 820 1230 1200 1190 S1980 1180 2400 1230 V1350 H0Z" fill="#142733"/>
  <path d="M1180 1350 C1230 1270 1330 1230 1440 1190 S1580 1120 1630 1050" stroke="${gold}" stroke-width="10" fill="none" stroke-linecap="round" stroke-dasharray="2 26" opacity="0.9"/>`,
)

// Head-and-shoulders silhouettes, each in its own palette: portraits without inventing faces.
const portrait = (background, accent, figure, tilt) =>
  svg(
    480,
    480,
    `<defs>${linear("bg", [
      [0, background[0]],
      [1, background[1]],
    ])}</defs>
    <rect width="480" height="480" fill="url(#bg)"/>
    <circle cx="${360 - tilt}" cy="120" r="150" fill="${accent}" opacity="0.35"/>
    <g transform="rotate(${tilt / 10} 240 300)">
      <circle cx="240" cy="205" r="88" fill="${figure}"/>
      <path d="M70 480 C80 360 160 318 240 318 S400 360 410 480Z" fill="${figure}"/>
    </g>`,
  )

// Two people side by side on one path: coaching as partnership.
const partnership = svg(
  1200,
  900,
  `<defs>${linear("bg", [
    [0, sand],
    [1, "#e4d6c1"],
  ])}</defs>
  <rect width="1200" height="900" fill="url(#bg)"/>
  <path d="M-20 900 C240 700 520 640 660 520 S980 300 1220 260" stroke="${teal}" stroke-width="70" fill="none" opacity="0.18" stroke-linecap="round"/>
  <circle cx="930" cy="230" r="120" fill="${gold}" opacity="0.55"/>
  <g fill="${ink}"><circle cx="470" cy="420" r="58"/><path d="M370 720 C372 560 420 505 470 505 S568 560 570 720Z"/></g>
  <g fill="${teal}"><circle cx="650" cy="440" r="54"/><path d="M558 720 C560 572 604 522 650 522 S740 572 742 720Z"/></g>
  <rect x="0" y="720" width="1200" height="180" fill="${ink}" opacity="0.9"/>`,
)

// Rising steps: goals reached one deliberate stride at a time.
const steps = svg(
  1200,
  900,
  `<defs>${linear("bg", [
    [0, "#24404f"],
    [1, teal],
  ])}</defs>
  <rect width="1200" height="900" fill="url(#bg)"/>
  ${[0, 1, 2, 3, 4]
    .map(
      (i) =>
        `<rect x="${150 + i * 180}" y="${700 - i * 120}" width="180" height="${200 + i * 120}" fill="${sand}" opacity="${0.35 + i * 0.15}"/>`,
    )
    .join("")}
  <path d="M960 180 v90 M960 180 l80 30 l-80 30" stroke="${gold}" stroke-width="14" fill="${gold}" stroke-linejoin="round"/>
  <circle cx="240" cy="640" r="26" fill="${gold}"/>`,
)

// A summit at sunrise, for the reflection on becoming your best.
const summit = svg(
  1200,
  900,
  `<defs>${linear("bg", [
    [0, "#f6e3c2"],
    [1, "#e9b98a"],
  ])}</defs>
  <rect width="1200" height="900" fill="url(#bg)"/>
  <circle cx="820" cy="330" r="130" fill="#fff3dd"/>
  <path d="M0 900 L330 420 L470 560 L640 300 L1200 900Z" fill="${ink}"/>
  <path d="M640 300 L700 390 L660 380 L620 420 L590 372Z" fill="${sand}"/>
  <path d="M0 900 L250 640 L420 760 L620 620 L900 900Z" fill="${teal}" opacity="0.9"/>
  <path d="M640 300 v-110 l70 26 l-70 26" stroke="${clay}" stroke-width="8" fill="${clay}"/>`,
)

const badge = svg(
  400,
  400,
  `<circle cx="200" cy="200" r="192" fill="${ink}"/>
  <circle cx="200" cy="200" r="172" fill="none" stroke="${gold}" stroke-width="6"/>
  <circle cx="200" cy="200" r="150" fill="none" stroke="${gold}" stroke-width="2" stroke-dasharray="4 8"/>
  <path d="M200 92 l22 45 50 7 -36 35 9 50 -45 -24 -45 24 9 -50 -36 -35 50 -7z" fill="${gold}"/>
  <g font-family="DejaVu Sans, sans-serif" fill="${sand}" text-anchor="middle" font-weight="700">
    <text x="200" y="276" font-size="30" letter-spacing="3">CERTIFIED</text>
    <text x="200" y="306" font-size="16" letter-spacing="2">EXECUTIVE LEADERSHIP</text>
    <text x="200" y="328" font-size="16" letter-spacing="2">COACH</text>
  </g>`,
)

// Typographic book covers drawn for the site, not the publishers' artwork.
const escapeXml = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;")
const cover = (lines, author, background, accent) =>
  svg(
    400,
    600,
    `<rect width="400" height="600" fill="${background}"/>
    <rect x="24" y="24" width="352" height="552" fill="none" stroke="${accent}" stroke-width="3"/>
    <circle cx="200" cy="420" r="70" fill="${accent}" opacity="0.85"/>
    <g font-family="DejaVu Serif, serif" fill="${sand}" text-anchor="middle" font-weight="700">
      ${lines
        .map(
          (line, index) =>
            `<text x="200" y="${130 + index * 52}" font-size="44">${escapeXml(line)}</text>`,
        )
        .join("")}
    </g>
    <text x="200" y="540" font-family="DejaVu Sans, sans-serif" font-size="20" letter-spacing="3" fill="${sand}" text-anchor="middle">${escapeXml(author.toUpperCase())}</text>`,
  )

// The card link previews show (Open Graph, Twitter): the hero's dawn with the site's name.
const socialCard = svg(
  1200,
  630,
  `<defs>${linear("sky", [
    [0, "#142838"],
    [0.6, "#3d5f6e"],
    [1, "#e0b27a"],
  ])}</defs>
  <rect width="1200" height="630" fill="url(#sky)"/>
  <circle cx="930" cy="500" r="60" fill="#fff4dc"/>
  <path d="M0 520 C220 450 420 500 640 450 S1000 420 1200 470 V630 H0Z" fill="#1f3845"/>
  <path d="M0 580 C300 540 700 580 1200 560 V630 H0Z" fill="#142733"/>
  <g font-family="DejaVu Serif, serif" fill="${sand}">
    <text x="80" y="220" font-size="84" font-weight="700">Becoming Your Best</text>
    <text x="80" y="300" font-size="40">Executive Leadership Coaching</text>
  </g>
  <rect x="80" y="340" width="120" height="6" fill="${gold}"/>`,
)

// One source for the favicon, the apple-touch-icon and the manifest icons (gatsby-plugin-manifest).
const icon = svg(
  512,
  512,
  `<rect width="512" height="512" rx="96" fill="${ink}"/>
  <path d="M96 400 L216 240 L280 310 L352 200 L432 400Z" fill="${teal}"/>
  <circle cx="352" cy="150" r="44" fill="${gold}"/>
  <path d="M96 400 L216 240 L256 293" stroke="${sand}" stroke-width="18" fill="none" stroke-linejoin="round"/>`,
)

const jpeg = (image) => image.jpeg({ quality: 88, mozjpeg: true })
const files = {
  "hero.jpg": jpeg(sharp(Buffer.from(hero))),
  "testimonial-1.jpg": jpeg(sharp(Buffer.from(portrait(["#d9e6e3", "#a9c7c2"], gold, ink, 0)))),
  "testimonial-2.jpg": jpeg(
    sharp(Buffer.from(portrait(["#f1e2cc", "#e0bf92"], teal, "#5a3b2e", 60))),
  ),
  "testimonial-3.jpg": jpeg(
    sharp(Buffer.from(portrait(["#dfe3ec", "#b3bdd3"], clay, "#263a52", -40))),
  ),
  "testimonial-4.jpg": jpeg(sharp(Buffer.from(portrait(["#ecdcd5", "#cfa898"], ink, teal, 30)))),
  "coaching-partnership.jpg": jpeg(sharp(Buffer.from(partnership))),
  "coaching-steps.jpg": jpeg(sharp(Buffer.from(steps))),
  "becoming-the-best.jpg": jpeg(sharp(Buffer.from(summit))),
  "cover-dare-to-lead.jpg": jpeg(
    sharp(Buffer.from(cover(["Dare", "to Lead"], "Brené Brown", "#7a2f2a", gold))),
  ),
  "cover-the-coaching-habit.jpg": jpeg(
    sharp(Buffer.from(cover(["The", "Coaching", "Habit"], "Michael Bungay Stanier", teal, gold))),
  ),
  "cover-emotional-intelligence-2.jpg": jpeg(
    sharp(
      Buffer.from(cover(["Emotional", "Intelligence", "2.0"], "Bradberry · Greaves", ink, clay)),
    ),
  ),
  "cover-five-dysfunctions.jpg": jpeg(
    sharp(
      Buffer.from(
        cover(["The Five", "Dysfunctions", "of a Team"], "Patrick Lencioni", "#3c3a63", gold),
      ),
    ),
  ),
  "cover-multipliers.jpg": jpeg(
    sharp(Buffer.from(cover(["Multipliers"], "Liz Wiseman", "#23575a", "#e0a458"))),
  ),
  "icon.png": sharp(Buffer.from(icon)).png({ compressionLevel: 9 }),
  "../../static/social-card.jpg": jpeg(sharp(Buffer.from(socialCard))),
  "certification-badge.png": sharp(Buffer.from(badge)).png({ compressionLevel: 9 }),
}

await mkdir(OUT, { recursive: true })
for (const [name, image] of Object.entries(files)) {
  await image.toFile(new URL(name, OUT).pathname)
  console.log(new URL(name, OUT).pathname)
}
