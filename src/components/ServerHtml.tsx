import { useEffect, useRef, useState, type ComponentType } from "react"

type Props<P extends object> = {
  /** The component, in the server's bundle only (undefined in the browser's): see src/pages/index.tsx. */
  server: ComponentType<P> | undefined
  /** The same component's code, fetched only where the page came without its HTML (the editor's preview). */
  load: () => Promise<ComponentType<P>>
  props: P
}

/**
 * A part of the page that needs no script: the server renders it, and the browser keeps that HTML as
 * it is, with none of its code (React hydrates an element's inner HTML as given, never its children).
 * Where the page is drawn in the browser alone, with no HTML from the server, its code is fetched then.
 */
export function ServerHtml<P extends object>({ server: Server, load, props }: Props<P>) {
  const kept = useRef<HTMLDivElement>(null)
  const [Loaded, setLoaded] = useState<ComponentType<P>>()
  useEffect(() => {
    if (Server || kept.current?.hasChildNodes() !== false) return
    let current = true
    void load().then((component) => current && setLoaded(() => component))
    return () => {
      current = false
    }
  }, [Server, load])
  const Component = Server ?? Loaded
  if (Component) {
    return (
      <div>
        <Component {...props} />
      </div>
    )
  }
  return <div ref={kept} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} />
}
