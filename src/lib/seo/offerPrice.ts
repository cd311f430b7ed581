/**
 * An Offer's machine-readable price, from the fields that hold one and only when both are given:
 * schema.org asks for the number alone, "." for decimals, and the currency apart as an ISO 4217 code.
 * Text such as "From $4,800" is never read for a number; it stays text wherever it is shown.
 */
export const offerPrice = (
  amount: number | null | undefined,
  currency: string | null | undefined,
) => (amount != null && currency ? { price: String(amount), priceCurrency: currency } : {})
