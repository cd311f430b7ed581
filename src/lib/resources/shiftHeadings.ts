const LEVELS = 6

/** Parsed by the browser, never matched as text; the HTML was sanitised at build. */
export function shiftHeadings(html: string, by: number): string {
  const template = document.createElement("template")
  template.innerHTML = html
  for (const heading of template.content.querySelectorAll("h1, h2, h3, h4, h5, h6")) {
    const level = Math.min(LEVELS, Math.max(1, Number(heading.tagName[1]) + by))
    const shifted = document.createElement(`h${level}`)
    for (const { name, value } of heading.attributes) shifted.setAttribute(name, value)
    shifted.append(...heading.childNodes)
    heading.replaceWith(shifted)
  }
  return template.innerHTML
}
