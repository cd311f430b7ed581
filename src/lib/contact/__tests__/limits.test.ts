import { charactersIn, checkLengths, LENGTH_LIMITS, lengthProblem } from "../limits"

test("characters are counted as a person counts them: an emoji is one, not two UTF-16 units", () => {
  expect(charactersIn("Zoë 山田 😀")).toBe(8)
  expect("😀".length).toBe(2)
  expect(charactersIn("😀".repeat(200))).toBe(200)
})

test("the limits are the ones the form promises", () => {
  expect(LENGTH_LIMITS).toEqual({ user_name: 200, user_email: 254, message: 10_000 })
})

test.each([
  ["user_name", 200, "Name is too long: 201 characters, over the limit of 200. Please shorten it."],
  [
    "user_email",
    254,
    "Email is too long: 255 characters, over the limit of 254. Please shorten it.",
  ],
  [
    "message",
    10_000,
    "Message is too long: 10,001 characters, over the limit of 10,000. Please shorten it.",
  ],
] as const)(
  "%s: nothing to say at %i characters; one more names the field and the limit",
  (field, limit, said) => {
    expect(lengthProblem(field, "x".repeat(limit))).toBeUndefined()
    expect(lengthProblem(field, "x".repeat(limit + 1))).toBe(said)
  },
)

test("a name of 200 characters of markup and emoji is within the limit, though longer in UTF-16 units", () => {
  const name = Array.from("<b>😀</b>🙂".repeat(40)).slice(0, 200).join("")
  expect(charactersIn(name)).toBe(200)
  expect(name.length).toBeGreaterThan(200)
  expect(lengthProblem("user_name", name)).toBeUndefined()
  expect(lengthProblem("user_name", `${name}😀`)).toMatch(/^Name is too long: 201 characters/)
})

test("checkLengths marks a field too long as invalid, with its message, and valid again once shortened", () => {
  const form = document.createElement("form")
  form.innerHTML = `<input name="user_name"><input name="user_email" type="email"><textarea name="message"></textarea>`
  const message = form.elements.namedItem("message") as HTMLTextAreaElement
  message.value = "a".repeat(10_001)

  const problems = checkLengths(form)
  expect(problems).toEqual({ message: expect.stringMatching(/^Message is too long/) })
  expect(message.validity.customError).toBe(true)
  expect(message.validationMessage).toBe(problems.message)
  expect(form.checkValidity()).toBe(false)
  // Marked, not cut.
  expect(message.value).toHaveLength(10_001)

  message.value = message.value.slice(1)
  expect(checkLengths(form)).toEqual({})
  expect(message.validity.valid).toBe(true)
})
