import type { ComponentProps } from "react"
import { graphql } from "gatsby"
import { classNames } from "../lib/classNames"
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

/**
 * Leaves focus on the section a link leads to, so keyboard and screen-reader users continue from there.
 * Section ids are plain words (src/model/sectionIds.ts), so the anchor is looked up as written: nothing
 * is decoded, and a malformed one (#%E0%A4%A) simply finds nothing.
 */
function focusTarget(hash: string) {
  document.getElementById(hash.slice(1))?.focus({ preventScroll: true })
}

/** The page's in-page links, as the header and the footer both show them. */
export function NavLinks({ items, home = "", onNavigate, id, className, popover }: Props) {
  // An empty list is absent too: the editor leaves one when every link is removed.
  if (!items?.length) return <p className={className}>loading</p>
  return (
    <ul id={id} popover={popover} className={classNames(styles.links, className)}>
      {/* Two links may lead to the same section: the position tells them apart. */}
      {items.map(({ name, link }, index) => (
        <li key={`${index}:${link}`}>
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
