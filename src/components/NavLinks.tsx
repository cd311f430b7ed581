import type { ComponentProps } from "react"
import { graphql } from "gatsby"
import { classNames } from "../lib/classNames"
import * as styles from "./NavLinks.module.css"

type Props = Pick<ComponentProps<"ul">, "id" | "className" | "popover"> & {
  items: readonly Queries.NavItemFragment[] | null
  /** "/" from a resource's own page; empty on the one page, where anchors scroll in place. */
  home?: string
  onNavigate?: () => void
}

/** Keyboard and screen-reader users continue from the section. The hash is never decoded. */
function focusTarget(hash: string) {
  document.getElementById(hash.slice(1))?.focus({ preventScroll: true })
}

export function NavLinks({ items, home = "", onNavigate, id, className, popover }: Props) {
  // The editor leaves an empty list when every link is removed.
  if (!items?.length) return <p className={className}>loading</p>
  return (
    <ul id={id} popover={popover} className={classNames(styles.links, className)}>
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
