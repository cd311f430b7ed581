import { useCallback, useEffect, useRef, useState, type FormEvent } from "react"
import { SEARCH_LIBRARY } from "../../siteConfig"
import { hitOf, type Hit, type PagefindFragment } from "./results"

/** What the page uses of Pagefind's script. */
type Pagefind = {
  options(options: object): Promise<void>
  search(words: string): Promise<{ results: { data(): Promise<PagefindFragment> }[] }>
}

type Result = Awaited<ReturnType<Pagefind["search"]>>["results"][number]

/** How many results are shown at once: each one shown is a download of its own. */
export const PAGE_SIZE = 10

/** The longest search the address may carry: the box takes no more. */
export const MAX_WORDS = 200

export type SearchState =
  | { status: "idle" }
  | { status: "searching"; words: string }
  | { status: "done"; words: string; hits: Hit[]; total: number }
  | { status: "failed"; words: string }

let library: Promise<Pagefind> | undefined

// The browser imports the library from the site itself: the index is written after the bundle is
// built, so webpack must leave this import alone. A failed load is tried again on the next search.
function loadLibrary(): Promise<Pagefind> {
  library ??= (
    import(/* webpackIgnore: true */ `${SEARCH_LIBRARY}pagefind.js`) as Promise<Pagefind>
  )
    .then(async (pagefind) => {
      await pagefind.options({ excerptLength: 30 })
      return pagefind
    })
    .catch((error: unknown) => {
      library = undefined
      throw error
    })
  return library
}

/** The words the address asks for (?q=), as the box would hold them. */
const wordsInAddress = () =>
  (new URLSearchParams(window.location.search).get("q") ?? "").trim().slice(0, MAX_WORDS)

/**
 * The search page's search: for the words in the address when the page opens, and for each search
 * submitted, which becomes an entry of the history (?q=), so that Back returns to the last one.
 */
export function useSearch() {
  /** The search box, which this fills from the address. */
  const input = useRef<HTMLInputElement>(null)
  const [state, setState] = useState<SearchState>({ status: "idle" })
  const results = useRef<Result[]>([])
  // Only the latest search may show its results: an earlier one can finish after it.
  const latest = useRef(0)

  const run = useCallback(async (words: string) => {
    const run = ++latest.current
    if (!words) {
      setState({ status: "idle" })
      return
    }
    setState({ status: "searching", words })
    try {
      const { results: found } = await (await loadLibrary()).search(words)
      const hits = await Promise.all(
        found.slice(0, PAGE_SIZE).map(async (r) => hitOf(await r.data())),
      )
      if (run !== latest.current) return
      results.current = found
      setState({ status: "done", words, hits, total: found.length })
    } catch {
      if (run === latest.current) setState({ status: "failed", words })
    }
  }, [])

  // The address's search, on arrival and on Back and Forward.
  useEffect(() => {
    const fromAddress = () => {
      const words = wordsInAddress()
      if (input.current) input.current.value = words
      void run(words)
    }
    fromAddress()
    window.addEventListener("popstate", fromAddress)
    return () => window.removeEventListener("popstate", fromAddress)
  }, [run])

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      const words = (input.current?.value ?? "").trim().slice(0, MAX_WORDS)
      if (words !== wordsInAddress()) {
        window.history.pushState(null, "", `?q=${encodeURIComponent(words)}`)
      }
      void run(words)
    },
    [run],
  )

  /** The next PAGE_SIZE results of the search shown. */
  const more = useCallback(async () => {
    if (state.status !== "done") return
    const next = results.current.slice(state.hits.length, state.hits.length + PAGE_SIZE)
    const run = latest.current
    try {
      const hits = await Promise.all(next.map(async (r) => hitOf(await r.data())))
      if (run === latest.current) setState({ ...state, hits: [...state.hits, ...hits] })
    } catch {
      if (run === latest.current) setState({ status: "failed", words: state.words })
    }
  }, [state])

  return { input, state, onSubmit, more }
}
