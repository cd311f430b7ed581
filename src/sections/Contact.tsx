import { Section } from "../components/Section"

// PLACE FOR CONTACT: the form (Name, Email, Message, 'Send') and its notices arrive with the contact
// issue (#5).
export function Contact() {
  return (
    <Section id="contact" title="Contact Me">
      <h3>How do you get started?</h3>
      <p>
        It&apos;s as easy as filling out this form to schedule a time for a free introductory
        conversation.
      </p>
    </Section>
  )
}
