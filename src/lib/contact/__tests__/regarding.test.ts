import { nameInMessage, regardingFrom, regardingHref } from "../regarding"

// The address as the browser has it once the link is followed: only its query is read.
const searchOf = (href: string) => new URL(href, "https://coach.example").search
// What no one-line plain name may hold: control and format characters, line and paragraph breaks.
const UNSEEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u

describe("a link to the contact form about something", () => {
  test.each([
    "Team coaching",
    "Coaching & mentoring",
    "Q&A #2: what now?",
    "C++ for leaders + managers",
    "100% = 1/1",
    `"Quoted" and 'single' words`,
    "Renée's café, Zürich",
    "Growth 🌱 for teams",
    "<b>not markup</b>",
  ])("names %j, which the form reads back exactly", (name) => {
    const href = regardingHref(name)
    const url = new URL(href, "https://coach.example")
    expect(url.pathname).toBe("/")
    expect(url.hash).toBe("#contact")
    expect(regardingFrom(searchOf(href))).toBe(name)
  })
})

describe("what the form takes from an address anyone can type", () => {
  test.each([
    ["?regarding=Team%00coaching%07", "Team coaching"],
    ["?regarding=Team%0D%0Acoaching%0ABcc%3A%20x", "Team coaching Bcc: x"],
    ["?regarding=%E2%80%AEgnihcaoc%20maeT", "gnihcaoc maeT"],
    ["?regarding=Team%E2%80%8Bcoaching%E2%80%8B", "Team coaching"],
    ["?regarding=%EF%BB%BFTeam%20coaching", "Team coaching"],
    ["?regarding=Team%E2%80%A8coaching", "Team coaching"],
    ["?regarding=%20%20Team%20%20%20coaching%09", "Team coaching"],
    ["?regarding=Team+coaching", "Team coaching"],
  ])("%s is plain text on one line: %j", (search, name) => {
    const read = regardingFrom(search)
    expect(read).toBe(name)
    expect(read).not.toMatch(UNSEEN)
  })

  test("a name of 10,000 characters is cut to 120, whole characters only", () => {
    expect(regardingFrom(`?regarding=${"a".repeat(10_000)}`)).toBe("a".repeat(120))
    const emoji = regardingFrom(`?regarding=${encodeURIComponent("🌱".repeat(10_000))}`)
    // Whole emoji: a cut between a surrogate pair's halves would leave one that shows as �.
    expect(emoji).toBe("🌱".repeat(120))
  })

  test.each([
    "",
    "?regarding=",
    "?regarding=%20%20%20",
    "?regarding=%E2%80%8B%E2%80%AE%00",
    "?other=Team%20coaching",
  ])("%j names nothing", (search) => {
    expect(regardingFrom(search)).toBeNull()
  })

  test("a broken escape is read as text, not thrown on", () => {
    expect(regardingFrom("?regarding=Team%E0%A4%A")).toBe("Team\uFFFD%A")
  })
})

describe("naming it in the message", () => {
  const box = (value = "") => {
    const message = document.createElement("textarea")
    message.value = value
    return message
  }

  test("puts 'Regarding: <name>' and a blank line above what the visitor typed", () => {
    const message = box("I'd like to start in June.")
    nameInMessage(message, "Team coaching")
    expect(message.value).toBe("Regarding: Team coaching\n\nI'd like to start in June.")
  })

  test("does it once however often it is asked, and tells the form each time it does", () => {
    const message = box()
    const inputs = jest.fn()
    message.addEventListener("input", inputs)
    nameInMessage(message, "Team coaching")
    nameInMessage(message, "Team coaching")
    expect(message.value).toBe("Regarding: Team coaching\n\n")
    expect(inputs).toHaveBeenCalledTimes(1)
  })

  test("a second offer whose name starts like the first is named too", () => {
    const message = box()
    nameInMessage(message, "Team coaching intensive")
    nameInMessage(message, "Team coaching")
    expect(message.value).toBe("Regarding: Team coaching\n\nRegarding: Team coaching intensive\n\n")
  })

  test("the input event bubbles, so the form keeps its draft as if the visitor had typed", () => {
    const form = document.createElement("form")
    const message = box()
    form.append(message)
    const inputs = jest.fn()
    form.addEventListener("input", inputs)
    nameInMessage(message, "Team coaching")
    expect(inputs).toHaveBeenCalledTimes(1)
  })

  test("markup in a name stays text in the message box", () => {
    document.body.innerHTML = "<textarea></textarea>"
    const message = document.querySelector("textarea")!
    nameInMessage(message, "<img src=x onerror=alert(1)>")
    expect(message.value).toBe("Regarding: <img src=x onerror=alert(1)>\n\n")
    expect(document.querySelector("img")).toBeNull()
  })
})
