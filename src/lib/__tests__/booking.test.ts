import { BOOKING_LABEL } from "../../content/schema"
import { bookingLabel, givenBooking } from "../booking"

test("a scheduling page is given only with an address; emptied by the editor, there is none", () => {
  expect(givenBooking({ url: "https://cal.com/coach", label: null })).toEqual({
    url: "https://cal.com/coach",
    label: null,
  })
  expect(givenBooking({ url: "", label: "Pick a time" })).toBeNull()
  expect(givenBooking({ url: "  ", label: null })).toBeNull()
  expect(givenBooking(null)).toBeNull()
  expect(givenBooking(undefined)).toBeNull()
})

test("the link says the coach's words, or the default when they are left empty", () => {
  expect(bookingLabel({ url: "https://cal.com/coach", label: "Pick a time" })).toBe("Pick a time")
  expect(bookingLabel({ url: "https://cal.com/coach", label: null })).toBe(BOOKING_LABEL)
  expect(bookingLabel({ url: "https://cal.com/coach", label: "   " })).toBe(BOOKING_LABEL)
  expect(BOOKING_LABEL).toBe("Book a free introductory call")
})
