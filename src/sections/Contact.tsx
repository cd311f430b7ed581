import { graphql } from "gatsby"
import { Section } from "../components/Section"
import { sectionIds } from "../model/sectionIds"
import * as styles from "./Contact.module.css"
import { ContactForm } from "./contact/ContactForm"

type Props = { coach: Queries.ContactCoachFragment; booking?: Queries.BookingFragment | null }

export function Contact({ coach, booking }: Props) {
  return (
    <Section id={sectionIds.contact} title="Contact Me">
      <div className={styles.layout}>
        <div className={styles.intro}>
          <h3>How do you get started?</h3>
          <p>
            It&apos;s as easy as filling out this form to schedule a time for a free introductory
            conversation.
          </p>
          {booking && (
            // Nothing is asked of the scheduler's site until the visitor follows the link.
            <p className={styles.booking}>
              Prefer to pick a time yourself? <a href={booking.url}>{booking.label}</a>
            </p>
          )}
        </div>
        <ContactForm email={coach.email} />
      </div>
    </Section>
  )
}

export const fragment = graphql`
  fragment ContactCoach on ContentCoach {
    email
  }
`
