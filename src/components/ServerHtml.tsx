import { createContext, useContext, type ComponentType } from "react"

/** For the editor's preview, which has no server HTML (src/admin/preview/SitePreview.tsx). */
export const DrawnInBrowser = createContext<Readonly<Record<string, ComponentType<never>>>>({})

type Props<P extends object> = {
  name: string
  /** In the server's bundle only: see src/pages/index.tsx. */
  server: ComponentType<P> | undefined
  props: P
}

/** React hydrates an element's inner HTML as given, so the browser needs none of its code. */
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
