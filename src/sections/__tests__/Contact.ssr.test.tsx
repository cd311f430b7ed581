/** @jest-environment node */
import { renderToString } from "react-dom/server"
import { Contact } from "../Contact"

test("in the server-rendered page Send is disabled until the script runs, so nothing is submitted natively", () => {
  const html = renderToString(<Contact coach={{ email: null }} />)
  expect(html).toMatch(/<button type="submit"[^>]* disabled=""[^>]*>Send<\/button>/)
  expect(html).toContain("Sending a message needs JavaScript")
})
