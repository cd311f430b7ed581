import { createContext, useContext, useEffect, useState } from "react"

/** Decap's copy of the file (maybe unpublished), or nothing while Decap fetches it. */
export const DisplayUrl = createContext<(src: string) => string | undefined>((src) => src)

export function useDisplayUrl(src: string | null | undefined): string | undefined {
  const displayUrl = useContext(DisplayUrl)
  const [url, setUrl] = useState<string>()
  useEffect(() => {
    // getAsset dispatches to Decap's store and offers no subscription: asked after render, as
    // Decap's own preview does.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setUrl(src ? displayUrl(src) : undefined)
  }, [src, displayUrl])
  return url
}
