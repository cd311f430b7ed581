import { BOOKING_LABEL } from "../content/bookingLabel"

type Booking = Queries.BookingFragment | null | undefined

/**
 * The coach's scheduling page, when content.json gives one: the editor may leave the section with its
 * fields emptied, which the validator lets through as absent.
 */
export const givenBooking = (booking: Booking) => (booking?.url.trim() ? booking : null)

/** What the link to the coach's scheduling page says: the coach's words, or the default. */
export const bookingLabel = (booking: Queries.BookingFragment) =>
  booking.label?.trim() || BOOKING_LABEL
