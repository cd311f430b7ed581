import type { FormEventHandler, Ref } from "react"
import { MAX_WORDS } from "../lib/search/results"
import { SEARCH_PATH } from "../siteConfig"
import * as styles from "./SearchForm.module.css"

type Props = {
  /** What the box is for, e.g. "Search the articles, podcasts and book reviews". */
  label: string
  /** The search page's own handling, once its script has arrived; a list's page has none. */
  onSubmit?: FormEventHandler<HTMLFormElement>
  inputRef?: Ref<HTMLInputElement>
}

/**
 * A plain form: without script, it opens the search page with the words in its address (?q=), which
 * a visitor can share, and Back returns to. The search page then searches for them.
 */
export function SearchForm({ label, onSubmit, inputRef }: Props) {
  return (
    <search>
      <form action={SEARCH_PATH} method="get" className={styles.form} onSubmit={onSubmit}>
        <label htmlFor="search-words">{label}</label>
        <div className={styles.row}>
          <input
            id="search-words"
            ref={inputRef}
            type="search"
            name="q"
            required
            maxLength={MAX_WORDS}
            autoComplete="off"
            enterKeyHint="search"
            className={styles.box}
          />
          <button type="submit" className={styles.button}>
            Search
          </button>
        </div>
      </form>
    </search>
  )
}
