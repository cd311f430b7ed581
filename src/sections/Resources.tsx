import { graphql } from "gatsby"
import {
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
} from "react"
import { Icon } from "../components/Icon"
import { ResourceDialog } from "../components/ResourceDialog"
import { Reveal } from "../components/Reveal"
import { RichText } from "../components/RichText"
import { Section } from "../components/Section"
import { resourceListsInOrder, type ResourceListName } from "../model/resourceLists"
import { sectionIds } from "../model/sectionIds"
import {
  leaveResourceAddress,
  nameResourceAddress,
  onResourceAddress,
  pushResourceAddress,
} from "../lib/dialogHistory"
import { listPath, resourcePath } from "../model/addresses"
import { resourceTitle } from "../lib/pageContext"
import { ResourceSourceContext } from "../lib/resources/resourceSource"
import * as styles from "./Resources.module.css"

type Resource = Queries.ResourceFragment
/** Null where a list is absent (src/model/shortLists.ts). */
export type ShortLists = Record<ResourceListName, Queries.ShortListFragment | null>

type ListProps = {
  id: string
  heading: string
  plural: string
  list: Queries.ShortListFragment | null
  onOpen: (item: Resource, path: string, opener: HTMLElement) => void
}

const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey

function ResourceList({ id, heading, plural, list, onOpen }: ListProps) {
  const source = useContext(ResourceSourceContext)
  // On a visitor's intent, so the text is usually there by the click.
  const prefetch = (path: string) => () => void source(path).catch(() => undefined)
  return (
    <div id={id} tabIndex={-1} className={styles.list}>
      <h3 id={`${id}-title`}>{heading}</h3>
      {/* Slugs are unique once built, but the preview shows repeats as typed: index in the key. */}
      {list?.shown.length ? (
        <ul aria-labelledby={`${id}-title`}>
          {list.shown.map((item, index) => {
            const path = resourcePath(id, item.slug)
            return (
              <Reveal as="li" from="bounce" key={`${index}:${item.slug}`}>
                <a
                  href={path}
                  className={styles.item}
                  onClick={(event) => {
                    if (opensElsewhere(event)) return
                    event.preventDefault()
                    onOpen(item, path, event.currentTarget)
                  }}
                  onPointerEnter={prefetch(path)}
                  onFocus={prefetch(path)}
                  onTouchStart={prefetch(path)}
                >
                  <Icon name={item.icon} className={styles.icon} />
                  <RichText inline html={item.title} />
                </a>
              </Reveal>
            )
          })}
        </ul>
      ) : (
        <p>loading</p>
      )}
      {list && list.total > list.shown.length && (
        <a href={listPath(id)} className={styles.all}>
          All {plural} ({list.total})
        </a>
      )}
    </div>
  )
}

type Props = { lists: ShortLists; siteTitle: string }
type Open = { item: Resource; path: string }

/** The dialog gives an item its address while open: Back closes it, and it can be shared. */
export function Resources({ lists, siteTitle }: Props) {
  const [open, setOpen] = useState<Open | null>(null)
  const opener = useRef<HTMLElement | null>(null)
  const source = useContext(ResourceSourceContext)
  // The one page's data has titles as shown only; the tab's name comes with the text.
  const name = useCallback(
    (path: string) =>
      source(path).then(
        (body) => nameResourceAddress(path, resourceTitle(body.plainTitle, siteTitle)),
        () => undefined,
      ),
    [source, siteTitle],
  )
  const byPath = useMemo(
    () =>
      new Map(
        resourceListsInOrder().flatMap(({ name, pages }) =>
          (lists[name]?.shown ?? []).map((item) => [resourcePath(pages, item.slug), item] as const),
        ),
      ),
    [lists],
  )

  useEffect(
    () =>
      onResourceAddress((path) => {
        const item = path === null ? undefined : byPath.get(path)
        setOpen(item && path ? { item, path } : null)
        if (item && path) void name(path)
      }),
    [byPath, name],
  )

  const show = (item: Resource, path: string, link: HTMLElement) => {
    opener.current = link
    setOpen({ item, path })
    pushResourceAddress(path)
    void name(path)
  }
  const close = () => {
    setOpen(null)
    opener.current?.focus()
    leaveResourceAddress()
  }
  return (
    <Section id={sectionIds.resources} title="Resources">
      <p className={styles.intro}>
        To support your ongoing learning in becoming the most effective leader you can be, these
        articles and resources are available for your use.
      </p>
      <div className={styles.lists}>
        {resourceListsInOrder().map(({ name, pages, heading, plural }) => (
          <ResourceList
            key={name}
            id={pages}
            heading={heading}
            plural={plural}
            list={lists[name]}
            onOpen={show}
          />
        ))}
      </div>
      <ResourceDialog item={open?.item ?? null} path={open?.path ?? null} onClose={close} />
    </Section>
  )
}

export const fragment = graphql`
  fragment Resource on ContentResource {
    title
    slug
    icon
  }
  fragment ShortList on ContentShortList {
    total
    shown {
      ...Resource
    }
  }
`
