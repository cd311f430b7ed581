/**
 * What the link to the coach's scheduling page says when the coach leaves its text empty. A module of
 * its own: the page's script imports it, and must not carry the whole schema with it.
 */
export const BOOKING_LABEL = "Book a free introductory call"
