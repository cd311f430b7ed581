import { NavLinks } from "./NavLinks"
import { SEARCH_PATH } from "../siteConfig"
import * as styles from "./Header.module.css"

type Props = {
  siteTitle: string
  navigation: readonly Queries.NavItemFragment[] | null
  /** "/" on a page other than the one page: the title and the links then lead back to it. */
  home?: string
}

const MENU_ID = "site-menu"

// A link inside a popover leaves it open; before the script, a tap outside or Escape closes it.
const closeMenu = () => document.getElementById(MENU_ID)?.hidePopover()

/** A native popover on phones, so the menu works before the script arrives, or without it. */
export function Header({ siteTitle, navigation, home = "" }: Props) {
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <a className={styles.title} href={home || "#root"}>
          {siteTitle}
        </a>
        <nav aria-label="Main">
          {navigation?.length ? (
            <>
              <button type="button" className={styles.toggle} popoverTarget={MENU_ID}>
                <span className="visually-hidden">Toggle Menu</span>
                <span className={styles.bars} aria-hidden="true" />
              </button>
              <NavLinks
                id={MENU_ID}
                popover="auto"
                items={navigation}
                home={home}
                className={styles.menu}
                onNavigate={closeMenu}
              />
            </>
          ) : (
            <NavLinks items={null} />
          )}
        </nav>
        {/* Beside the menu, not in it: the menu is the coach's, its links the sections'. */}
        <a className={styles.search} href={SEARCH_PATH}>
          Search
        </a>
      </div>
    </header>
  )
}
