import { createContext, useContext, useEffect, useState } from "react"

/**
 * Where the editor shows a picture from, given its saved path: Decap's copy of the file (which may not be
 * published yet), or nothing while Decap still fetches it. Outside Decap, the path itself.
 */
export const DisplayUrl = createContext<(src: string) => string | undefined>((src) => src)

/** The display URL of a picture, looked up again whenever the widget re-renders (a file has arrived). */
export function useDisplayUrl(src: string | null | undefined): string | undefined {
  const displayUrl = useContext(DisplayUrl)
  const [url, setUrl] = useState<string>()
  useEffect(() => {
    // Decap's getAsset dispatches to its store (it starts fetching the file) and offers no subscription,
    // so it is asked here, after render, as Decap's own image preview asks it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setUrl(src ? displayUrl(src) : undefined)
  }, [src, displayUrl])
  return url
}
