import { useCallback, useEffect, useRef, useState, type FormEvent } from "react"
import { SEARCH_LIBRARY } from "../../siteConfig"
import { hitOf, MAX_WORDS, PAGE_SIZE, type Hit, type PagefindFragment } from "./results"

type Pagefind = {
  options(options: object): Promise<void>
  search(words: string): Promise<{ results: { data(): Promise<PagefindFragment> }[] }>
}

type Result = Awaited<ReturnType<Pagefind["search"]>>["results"][number]

export type SearchState =
  | { status: "idle" }
  | { status: "searching"; words: string }
  | { status: "done"; words: string; hits: Hit[]; total: number; moreFailed?: boolean }
  | { status: "failed"; words: string }

let library: Promise<Pagefind> | undefined

// The index is written after the bundle is built, so webpack must leave this import alone.
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

const wordsInAddress = () =>
  (new URLSearchParams(window.location.search).get("q") ?? "").trim().slice(0, MAX_WORDS)

const hitsOf = (results: readonly Result[]) =>
  Promise.all(results.map(async (result) => hitOf(await result.data())))

/** Each search submitted becomes a history entry (?q=), so Back returns to the last one. */
export function useSearch() {
  const input = useRef<HTMLInputElement>(null)
  const [state, setState] = useState<SearchState>({ status: "idle" })
  const found = useRef<{ words: string; results: Result[]; hits: Hit[] } | null>(null)
  // An earlier search can finish after the latest.
  const latest = useRef(0)
  const fetchingMore = useRef(false)

  const run = useCallback(async (words: string) => {
    const run = ++latest.current
    found.current = null
    if (!words) {
      setState({ status: "idle" })
      return
    }
    setState({ status: "searching", words })
    try {
      const { results } = await (await loadLibrary()).search(words)
      const hits = await hitsOf(results.slice(0, PAGE_SIZE))
      if (run !== latest.current) return
      found.current = { words, results, hits }
      setState({ status: "done", words, hits, total: results.length })
    } catch {
      if (run === latest.current) setState({ status: "failed", words })
    }
  }, [])

  const shown = useRef<string | null>(null)

  // A box typed into before the script arrived keeps its words when the address has none; the
  // search on screen is not run again (Back from the skip link's #main, say).
  useEffect(() => {
    const fromAddress = () => {
      const words = wordsInAddress()
      if (words === shown.current) return
      const first = shown.current === null
      shown.current = words
      if (input.current && (words || !first)) input.current.value = words
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
      shown.current = words
      void run(words)
    },
    [run],
  )

  const more = useCallback(async () => {
    const current = found.current
    if (!current || fetchingMore.current) return
    fetchingMore.current = true
    const run = latest.current
    const { words, results, hits } = current
    const done = (extra: Partial<SearchState & { status: "done" }>) =>
      setState({ status: "done", words, hits: current.hits, total: results.length, ...extra })
    try {
      const next = await hitsOf(results.slice(hits.length, hits.length + PAGE_SIZE))
      if (run !== latest.current) return
      current.hits = [...hits, ...next]
      done({})
    } catch {
      if (run === latest.current) done({ moreFailed: true })
    } finally {
      fetchingMore.current = false
    }
  }, [])

  return { input, state, onSubmit, more }
}
