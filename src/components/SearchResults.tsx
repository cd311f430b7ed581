import { useEffect, useRef } from "react"
import { resultsCount, type Hit } from "../lib/search/results"
import type { SearchState } from "../lib/search/useSearch"
import * as styles from "./SearchResults.module.css"

type Props = {
  state: SearchState
  /** Shows the next results. */
  onMore: () => void
}

/** What a screen reader hears, politely, as the search goes. */
function statusOf(state: SearchState) {
  switch (state.status) {
    case "idle":
      return ""
    case "searching":
      return "Searching…"
    case "failed":
      return "Search could not load. Check your connection and search again, or browse the lists below."
    case "done":
      return state.moreFailed
        ? `${resultsCount(state.total, state.words)}. The next ones could not load: check your connection and try again.`
        : resultsCount(state.total, state.words)
  }
}

function Result({ hit }: { hit: Hit }) {
  const about = [hit.kind, hit.date].filter(Boolean).join(" · ")
  return (
    <li>
      <a href={hit.url} className={styles.title}>
        {hit.title}
      </a>
      {about && <span className={styles.about}>{about}</span>}
      <p className={styles.excerpt}>
        {hit.excerpt.map((part, index) =>
          part.marked ? <mark key={index}>{part.text}</mark> : part.text,
        )}
      </p>
    </li>
  )
}

/**
 * The results as links, each with what it is, its date and the words around the match. After "More
 * results", the focus moves to the first of the new ones, where reading goes on.
 */
export function SearchResults({ state, onMore }: Props) {
  const shown = state.status === "done" ? state.hits.length : 0
  const list = useRef<HTMLOListElement>(null)
  const before = useRef(shown)
  useEffect(() => {
    if (shown > before.current && before.current > 0) {
      list.current?.querySelectorAll("a")[before.current]?.focus()
    }
    before.current = shown
  }, [shown])
  return (
    <>
      <p role="status" className={styles.status}>
        {statusOf(state)}
      </p>
      {state.status === "done" && shown > 0 && (
        <ol ref={list} className={styles.results} aria-label="Results">
          {state.hits.map((hit) => (
            <Result key={hit.url} hit={hit} />
          ))}
        </ol>
      )}
      {state.status === "done" && shown < state.total && (
        <button type="button" className={styles.more} onClick={onMore}>
          More results
        </button>
      )}
    </>
  )
}
