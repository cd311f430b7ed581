import { graphql } from "gatsby"
import { RichText } from "../components/RichText"
import { askAbout, regardingHref } from "../lib/contact/regarding"
import * as styles from "./Offers.module.css"

type Props = {
  offers: Queries.OffersSectionFragment
  /** The build refuses an offer's "booking" without one. */
  booking: Queries.BookingFragment | null
}

type Offer = Queries.OffersSectionFragment["items"] extends readonly (infer O)[] | null ? O : never

/** Plain links, so nothing loads before a click. */
function Action({
  offer,
  booking,
  describedBy,
}: {
  offer: Offer
  booking: Props["booking"]
  describedBy: string
}) {
  const common = { className: styles.action, "aria-describedby": describedBy }
  if (offer.action === "contact") {
    return (
      <a
        {...common}
        href={regardingHref(offer.title)}
        onClick={(event) => askAbout(event, offer.title)}
      >
        Ask about it
      </a>
    )
  }
  if (offer.action === "booking") {
    return booking ? (
      <a {...common} href={booking.url}>
        Book a call
      </a>
    ) : null
  }
  return (
    <a {...common} href={offer.action}>
      Get started
    </a>
  )
}

export function Offers({ offers, booking }: Props) {
  const items = offers.items ?? []
  if (items.length === 0) return null
  return (
    <div className={styles.offers}>
      <h3 id="offers-title">{offers.title}</h3>
      <ul className={styles.cards} aria-labelledby="offers-title">
        {items.map((offer, index) => {
          const nameId = `offer-${index + 1}`
          return (
            <li key={offer.title} className={styles.card}>
              <h4 id={nameId}>{offer.title}</h4>
              <p className={styles.audience}>{offer.audience}</p>
              <RichText html={offer.content} className={styles.content} />
              <p className={styles.format}>{offer.format}</p>
              {offer.price && <p className={styles.price}>{offer.price}</p>}
              <Action offer={offer} booking={booking} describedBy={nameId} />
            </li>
          )
        })}
      </ul>
    </div>
  )
}

export const fragment = graphql`
  fragment OffersSection on ContentOffers {
    title
    items {
      title
      audience
      content
      format
      price
      action
    }
  }
`
