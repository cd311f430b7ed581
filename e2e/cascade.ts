/**
 * Runs in the page: what on it the order of its stylesheets could change. The build merges every CSS
 * module into one stylesheet in an order of its own choosing, so nothing may hang on that order. Lists
 * (1) global rules outside a cascade layer, which would tie with a module's rule and win or lose by their
 * place, and (2) each property of an element that rules of two modules set, at the same layer and
 * specificity, to different values: whichever comes last wins. Hover, focus and an open popover count
 * as on, so the rules for those states meet too.
 */
export function orderDependence() {
  type Tier = number[]
  type Entry = { tier: Tier; file: string; index: number; value: string; selector: string }

  const STATES = /:(?:hover|focus-visible|focus-within|focus|active|popover-open)(?![\w-])/g
  const PSEUDO_ELEMENT = /(?:::?(?:before|after|first-line|first-letter)|::[\w-]+)$/
  const MODULE_CLASS = /\.([\w-]+?)-module--([\w-]+?)--[0-9a-f]+/g

  /** Splits at `separator`, outside brackets and quotes. */
  function split(text: string, separator: string) {
    const parts: string[] = []
    let depth = 0
    let quote = ""
    let start = 0
    for (let i = 0; i < text.length; i++) {
      const char = text[i]
      if (char === "\\") i++
      else if (quote) quote = char === quote ? "" : quote
      else if (char === '"' || char === "'") quote = char
      else if (char === "(" || char === "[") depth++
      else if (char === ")" || char === "]") depth--
      else if (char === separator && depth === 0) {
        parts.push(text.slice(start, i))
        start = i + 1
      }
    }
    parts.push(text.slice(start))
    return parts.map((part) => part.trim()).filter(Boolean)
  }

  function compare(a: Tier, b: Tier) {
    for (let k = 0; k < a.length; k++) {
      const difference = (a[k] ?? 0) - (b[k] ?? 0)
      if (difference) return difference
    }
    return 0
  }

  /** Selectors Level 4's specificity: ids, classes (attributes, pseudo-classes), types. */
  function specificity(selector: string): Tier {
    let [ids, classes, types] = [0, 0, 0]
    const name = (from: number) => {
      let at = from
      while (at < selector.length && /[\w\-\\\u0080-\uffff]/.test(selector[at]!)) {
        at += selector[at] === "\\" ? 2 : 1
      }
      return at
    }
    const after = (open: number) => {
      let depth = 0
      for (let at = open; at < selector.length; at++) {
        const char = selector[at]
        if (char === "\\") at++
        else if (char === "(" || char === "[") depth++
        else if ((char === ")" || char === "]") && --depth === 0) return at + 1
      }
      return selector.length
    }
    let i = 0
    while (i < selector.length) {
      const char = selector[i]!
      if (char === "#") [ids, i] = [ids + 1, name(i + 1)]
      else if (char === ".") [classes, i] = [classes + 1, name(i + 1)]
      else if (char === "[") [classes, i] = [classes + 1, after(i)]
      else if (char === ":" && selector[i + 1] === ":") {
        ;[types, i] = [types + 1, name(i + 2)]
        if (selector[i] === "(") i = after(i)
      } else if (char === ":") {
        const end = name(i + 1)
        const pseudo = selector.slice(i + 1, end).toLowerCase()
        i = end
        if (selector[i] === "(") {
          const close = after(i)
          const inner = selector.slice(i + 1, close - 1)
          i = close
          if (["is", "not", "has"].includes(pseudo)) {
            const [a, b, c] = split(inner, ",")
              .map(specificity)
              .reduce((most, each) => (compare(each, most) > 0 ? each : most), [0, 0, 0])
            ;[ids, classes, types] = [ids + a!, classes + b!, types + c!]
          } else if (pseudo !== "where") classes++
        } else if (["before", "after", "first-line", "first-letter"].includes(pseudo)) types++
        else classes++
      } else if (/[A-Za-z_\\\u0080-\uffff-]/.test(char)) [types, i] = [types + 1, name(i)]
      else i++
    }
    return [ids, classes, types]
  }

  /** "Header.menu" for Gatsby's "Header-module--menu--1a2b3". */
  const readable = (text: string) => text.replace(MODULE_CLASS, ".$1.$2")

  const scratch = document.createElement("div").style
  /** Each longhand a rule sets, with its value (the shorthand as written where var() leaves it open). */
  function declarationsOf(style: CSSStyleDeclaration) {
    const declarations = new Map<string, { value: string; important: boolean }>()
    for (const part of split(style.cssText, ";")) {
      const colon = part.indexOf(":")
      const property = part.slice(0, colon).trim()
      let value = part.slice(colon + 1).trim()
      const important = /!\s*important$/i.test(value)
      if (important) value = value.replace(/!\s*important$/i, "").trim()
      scratch.cssText = ""
      scratch.setProperty(property, value, important ? "important" : "")
      const longhands = scratch.length ? Array.from(scratch) : [property]
      for (const longhand of longhands) {
        const set = scratch.getPropertyValue(longhand) || `${property}: ${value}`
        declarations.set(longhand, { value: set, important })
      }
    }
    return declarations
  }

  const elements = [document.documentElement, ...document.querySelectorAll("body, body *")]
  const ids = new Map(elements.map((element, index) => [element, index]))
  const layers = new Map<string, number>()
  const entries = new Map<string, Entry[]>()
  const unlayered = new Set<string>()
  let index = 0

  function styleRule(rule: CSSStyleRule, layer: string | undefined) {
    const order = index++
    const file = /\.([\w-]+?)-module--/.exec(rule.selectorText)?.[1] ?? "global"
    if (file === "global" && layer === undefined) unlayered.add(rule.selectorText)
    // Unlayered rules come after every layer; !important turns the layers' order round.
    const place = layer === undefined ? Infinity : layers.get(layer)!
    const declarations = declarationsOf(rule.style)
    for (const selector of split(rule.selectorText, ",")) {
      const pseudo = PSEUDO_ELEMENT.exec(selector)
      const subject = (pseudo ? selector.slice(0, pseudo.index) : selector).replace(
        STATES,
        ":is(*)",
      )
      const element = pseudo ? pseudo[0].replace(/^:+/, "::") : ""
      const [a, b, c] = specificity(selector)
      for (const matched of document.querySelectorAll(subject || "*")) {
        const id = ids.get(matched)
        if (id === undefined) continue
        for (const [property, { value, important }] of declarations) {
          const key = `${id} ${element} ${property}`
          const tier = [important ? 1 : 0, important ? -place : place, a!, b!, c!]
          const entry = { tier, file, index: order, value, selector: readable(selector) }
          entries.set(key, [...(entries.get(key) ?? []), entry])
        }
      }
    }
  }

  function walk(rules: CSSRuleList, layer: string | undefined) {
    for (const rule of rules) {
      if (rule instanceof CSSLayerStatementRule || rule instanceof CSSLayerBlockRule) {
        const names = rule instanceof CSSLayerStatementRule ? rule.nameList : [rule.name]
        for (const name of names) {
          const full = layer ? `${layer}.${name}` : name
          if (!layers.has(full)) layers.set(full, layers.size)
          if (rule instanceof CSSLayerBlockRule) walk(rule.cssRules, full)
        }
      } else if (rule instanceof CSSMediaRule) {
        if (matchMedia(rule.media.mediaText).matches) walk(rule.cssRules, layer)
      } else if (rule instanceof CSSSupportsRule) {
        if (CSS.supports(rule.conditionText)) walk(rule.cssRules, layer)
      } else if (rule instanceof CSSStyleRule) styleRule(rule, layer)
    }
  }
  for (const sheet of document.styleSheets) walk(sheet.cssRules, undefined)

  const ties = new Set<string>()
  for (const [key, all] of entries) {
    let top: Entry[] = []
    for (const entry of all) {
      const difference = top.length ? compare(entry.tier, top[0]!.tier) : 1
      if (difference > 0) top = [entry]
      else if (difference === 0) top.push(entry)
    }
    // Within one file the author chose the order, and the build keeps it.
    const last = new Map<string, Entry>()
    for (const entry of top) {
      if ((last.get(entry.file)?.index ?? -1) < entry.index) last.set(entry.file, entry)
    }
    if (new Set([...last.values()].map(({ value }) => value)).size > 1) {
      const property = key.split(" ").slice(1).join(" ").trim()
      const sides = [...last.values()].map(({ selector, value }) => `${selector} { ${value} }`)
      ties.add(`${property}: ${sides.join(" against ")}`)
    }
  }
  return { unlayered: [...unlayered].map(readable), ties: [...ties] }
}
