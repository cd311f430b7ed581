import { createContext, useContext, type ComponentType } from "react"

/**
 * The components a page draws in the browser where the site itself only sends their HTML: given by the
 * editor's preview, which has no HTML from the server (src/admin/preview/SitePreview.tsx).
 */
export const DrawnInBrowser = createContext<Readonly<Record<string, ComponentType<never>>>>({})

type Props<P extends object> = {
  /** Which component, as DrawnInBrowser names it. */
  name: string
  /** The component, in the server's bundle only (undefined in the browser's): see src/pages/index.tsx. */
  server: ComponentType<P> | undefined
  props: P
}

/**
 * A part of the page that needs no script: the server renders it, and the browser keeps that HTML as
 * it is, with none of its code (React hydrates an element's inner HTML as given, never its children).
 */
export function ServerHtml<P extends object>({ name, server, props }: Props<P>) {
  const drawn = useContext(DrawnInBrowser)[name] as ComponentType<P> | undefined
  const Component = server ?? drawn
  if (!Component) {
    return <div suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} />
  }
  return (
    <div>
      <Component {...props} />
    </div>
  )
}
