/** Only when both are given; text such as "From $4,800" is never read for a number. */
export const offerPrice = (
  amount: number | null | undefined,
  currency: string | null | undefined,
) => (amount != null && currency ? { price: String(amount), priceCurrency: currency } : {})
