import { graphql } from "gatsby"

// What the JSON-LD reads of the coach and the scheduling page, spread by the pages that write it and by
// the sections that show the same (Contact, Offers).
export const fragment = graphql`
  fragment Booking on ContentBooking {
    url
    label
  }
  fragment Coach on ContentCoach {
    name
    credential
    certifiedBy {
      name
      url
    }
  }
`
