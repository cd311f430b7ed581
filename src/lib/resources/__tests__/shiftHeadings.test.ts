import { shiftHeadings } from "../shiftHeadings"

test("every heading moves down by the levels given, keeping its attributes, contents and the text around it", () => {
  expect(
    shiftHeadings('<h2 id="why">Why <em>now</em></h2><p>Text</p><h3>Then</h3><h6>Deep</h6>', 1),
  ).toBe('<h3 id="why">Why <em>now</em></h3><p>Text</p><h4>Then</h4><h6>Deep</h6>')
})

test("text without headings, and markup that only looks like one, is left as it is", () => {
  expect(shiftHeadings("<p>&lt;h2&gt; is a tag</p>", 1)).toBe("<p>&lt;h2&gt; is a tag</p>")
})
