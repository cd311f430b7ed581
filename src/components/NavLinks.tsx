import type { ComponentProps } from "react"
import { graphql } from "gatsby"
import * as styles from "./NavLinks.module.css"

type Props = Pick<ComponentProps<"ul">, "id" | "className" | "popover"> & {
  items: readonly Queries.NavItemFragment[] | null
  /**
   * The page the links' anchors (#about) are on: "/" from a resource's own page; empty on the one page
   * itself, where they scroll without reloading.
   */
  home?: string
  /** Called after a link is chosen, e.g. to close the mobile menu. */
  onNavigate?: () => void
}

/** Leaves focus on the section a link leads to, so keyboard and screen-reader users continue from there. */
function focusTarget(hash: string) {
  const target = document.getElementById(decodeURIComponent(hash.slice(1)))
  target?.focus({ preventScroll: true })
}

/** The page's in-page links, as the header and the footer both show them. */
export function NavLinks({ items, home = "", onNavigate, id, className, popover }: Props) {
  if (!items) return <p className={className}>loading</p>
  return (
    <ul id={id} popover={popover} className={[styles.links, className].filter(Boolean).join(" ")}>
      {items.map(({ name, link }) => (
        <li key={link}>
          <a
            href={home + link}
            onClick={() => {
              onNavigate?.()
              if (!home && link.startsWith("#")) requestAnimationFrame(() => focusTarget(link))
            }}
          >
            {name}
          </a>
        </li>
      ))}
    </ul>
  )
}

export const fragment = graphql`
  fragment NavItem on ContentNavItem {
    name
    link
  }
`
