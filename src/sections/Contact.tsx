import { graphql } from "gatsby"
import { Section } from "../components/Section"
import { sectionIds } from "../content/sectionIds"
import * as styles from "./Contact.module.css"
import { ContactForm } from "./contact/ContactForm"

type Props = { coach: Queries.ContactCoachFragment }

/** The contact form: Name, Email, Message and 'Send', beside how to get started. */
export function Contact({ coach }: Props) {
  return (
    <Section id={sectionIds.contact} title="Contact Me">
      <div className={styles.layout}>
        <div className={styles.intro}>
          <h3>How do you get started?</h3>
          <p>
            It&apos;s as easy as filling out this form to schedule a time for a free introductory
            conversation.
          </p>
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
