import { useState } from "react"
import { NavLinks } from "../components/NavLinks"
import * as styles from "./Header.module.css"

type Props = {
  siteTitle: string
  navigation: readonly Queries.NavItemFragment[] | null
}

const MENU_ID = "site-menu"

export function Header({ siteTitle, navigation }: Props) {
  const [open, setOpen] = useState(false)
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <a className={styles.title} href="#root">
          {siteTitle}
        </a>
        <nav aria-label="Main">
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={MENU_ID}
            onClick={() => setOpen((isOpen) => !isOpen)}
            data-menu-toggle
          >
            <span className="visually-hidden">Toggle Menu</span>
            <span className={styles.bars} aria-hidden="true" />
          </button>
          <NavLinks
            id={MENU_ID}
            items={navigation}
            className={open ? `${styles.menu} ${styles.open}` : styles.menu}
            onNavigate={() => setOpen(false)}
          />
        </nav>
      </div>
    </header>
  )
}
