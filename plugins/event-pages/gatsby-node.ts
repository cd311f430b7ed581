import fs from "fs"
import path from "path"
import type { GatsbyNode } from "gatsby"
import { calendarOf, EVENTS_ON_PAGE, eventFacts, type RawEvent } from "../../src/model/events"
import { timeZoneFrom } from "../../src/model/publishing"
import { CONTENT_TYPE } from "../../src/model/schema"
import { effectiveSlug } from "../../src/model/resourceFields"
import type { EventPageContext } from "../../src/model/events"
import { EVENTS_FOLDER, type ScriptlessContext } from "../../src/siteConfig"
import { typeName } from "../source-content/typeDefs"
import { todayOf, type FindOne } from "../source-content/publishingDay"
import { calendarFile, calendarFileName, calendarUid } from "./calendarFile"

const EVENT_TYPE = typeName("Event")
const CALENDAR_TYPE = `${CONTENT_TYPE}EventCalendar`
const TEMPLATE = path.resolve("src", "templates", "EventPage.tsx")
const LIST_TEMPLATE = path.resolve("src", "templates", "EventListPage.tsx")

// SITE_TIME_ZONE was checked when the build began (plugins/source-content's onPreInit).
const siteZone = () => timeZoneFrom(process.env)

type Calendar = ReturnType<typeof calendarOf<RawEvent>>

// Every event's page asks for the calendar: worked out once per content and build day.
let calendarCache: { digest: unknown; today: string; calendar: Calendar } | undefined

async function calendar(context: FindOne): Promise<Calendar> {
  const content = await context.nodeModel.findOne({ type: CONTENT_TYPE, query: {} })
  const digest = (content?.internal as { contentDigest?: unknown } | undefined)?.contentDigest
  const today = await todayOf(context)
  const cached = calendarCache
  if (cached && cached.digest === digest && cached.today === today) return cached.calendar
  const events = content?.Events
  const found = calendarOf(Array.isArray(events) ? (events as RawEvent[]) : [], siteZone(), today)
  calendarCache = { digest, today, calendar: found }
  return found
}

// What is read of each event, once per event and build day, not once per field asked.
const factsCache = new WeakMap<RawEvent, { today: string; facts: ReturnType<typeof eventFacts> }>()

async function factsOf(event: RawEvent, context: FindOne) {
  const today = await todayOf(context)
  const cached = factsCache.get(event)
  if (cached?.today === today) return cached.facts
  const facts = eventFacts(event, siteZone(), today)
  factsCache.set(event, { today, facts })
  return facts
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(
    `type ${CALENDAR_TYPE} {\n  upcoming: [${EVENT_TYPE}!]!\n  past: [${EVENT_TYPE}!]!\n}`,
  )
}

const FACTS = {
  zone: "String!",
  status: "String!",
  startDate: "String!",
  endDate: "String!",
  previousStartDate: "String",
  when: "String!",
  previousWhen: "String",
  upcoming: "Boolean!",
  path: "String!",
  isOnline: "Boolean!",
  description: "String!",
  plainContent: "String!",
} as const

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    [EVENT_TYPE]: {
      ...Object.fromEntries(
        Object.entries(FACTS).map(([name, type]) => [
          name,
          {
            type,
            resolve: async (source: RawEvent, _args: unknown, context: FindOne) =>
              (await factsOf(source, context))[name as keyof typeof FACTS],
          },
        ]),
      ),
      calendarFile: {
        type: "String",
        resolve: async (source: RawEvent, _args: unknown, context: FindOne) =>
          (await factsOf(source, context)).upcoming
            ? `/${EVENTS_FOLDER}/${calendarFileName(effectiveSlug(source))}`
            : null,
      },
    },
    [CONTENT_TYPE]: {
      // Drafts are in no page, list, sitemap or page data: the file keeps them for the editor.
      Events: {
        resolve: async (_source: unknown, _args: unknown, context: FindOne) => {
          const { upcoming, past } = await calendar(context)
          return [...upcoming, ...past]
        },
      },
      nextEvents: {
        type: `[${EVENT_TYPE}!]!`,
        resolve: async (_source: unknown, _args: unknown, context: FindOne) =>
          (await calendar(context)).upcoming.slice(0, EVENTS_ON_PAGE),
      },
    },
    Query: {
      eventCalendar: {
        type: `${CALENDAR_TYPE}!`,
        resolve: (_source: unknown, _args: unknown, context: FindOne) => calendar(context),
      },
      event: {
        type: EVENT_TYPE,
        args: { slug: "String!" },
        resolve: async (_source: unknown, { slug }: { slug: string }, context: FindOne) => {
          const { upcoming, past } = await calendar(context)
          return [...upcoming, ...past].find((event) => effectiveSlug(event) === slug) ?? null
        },
      },
    },
  })
}

type Slugs = { eventCalendar: { upcoming: { slug: string }[]; past: { slug: string }[] } }

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<Slugs>(
    "query EventSlugs { eventCalendar { upcoming { slug } past { slug } } }",
  )
  if (result.errors || !result.data) {
    reporter.panic("Could not read the events' slugs for their pages", result.errors)
    return
  }
  const { upcoming, past } = result.data.eventCalendar
  if (upcoming.length + past.length === 0) return
  const scriptless: ScriptlessContext = { scripts: false }
  actions.createPage({ path: `/${EVENTS_FOLDER}/`, component: LIST_TEMPLATE, context: scriptless })
  for (const { slug } of [...upcoming, ...past]) {
    const context: EventPageContext = { slug, scripts: false }
    actions.createPage({ path: `/${EVENTS_FOLDER}/${slug}/`, component: TEMPLATE, context })
  }
}

type Upcoming = {
  site: { siteMetadata: { siteUrl: string } }
  eventCalendar: {
    upcoming: {
      slug: string
      title: string
      startDate: string
      endDate: string
      status: "scheduled" | "cancelled" | "moved"
      previousWhen: string | null
      online: string | null
      place: { name: string; address: string } | null
      path: string
      plainContent: string
    }[]
  }
}

const locationOf = ({ place, online }: Upcoming["eventCalendar"]["upcoming"][number]) =>
  [place && `${place.name}, ${place.address}`, online].filter(Boolean).join(" · ") || undefined

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const { data, errors } = await graphql<Upcoming>(`
    query EventCalendarFiles {
      site {
        siteMetadata {
          siteUrl
        }
      }
      eventCalendar {
        upcoming {
          slug
          title
          startDate
          endDate
          status
          previousWhen
          online
          place {
            name
            address
          }
          path
          plainContent
        }
      }
    }
  `)
  if (errors || !data) {
    reporter.panic("Could not read the upcoming events for their calendar files", errors)
    return
  }
  const { siteUrl } = data.site.siteMetadata
  const stamp = new Date()
  const folder = path.resolve("public", EVENTS_FOLDER)
  // Netlify keeps the last build's public/: an event past, removed or a draft since loses its file.
  if (fs.existsSync(folder)) {
    for (const name of fs.readdirSync(folder)) {
      if (name.endsWith(".ics")) fs.rmSync(path.join(folder, name))
    }
    if (fs.readdirSync(folder).length === 0) fs.rmdirSync(folder)
  }
  for (const event of data.eventCalendar.upcoming) {
    const moved = event.previousWhen ? `Moved: it was to start ${event.previousWhen}.\n\n` : ""
    const file = calendarFile({
      uid: calendarUid(event.slug, siteUrl),
      title: event.title,
      description: `${moved}${event.plainContent}\n\n${siteUrl}${event.path}`,
      // ISO 8601 with their offsets, which Date reads exactly.
      start: new Date(event.startDate),
      end: new Date(event.endDate),
      location: locationOf(event),
      url: `${siteUrl}${event.path}`,
      status: event.status,
      stamp,
    })
    fs.mkdirSync(folder, { recursive: true })
    fs.writeFileSync(path.join(folder, calendarFileName(event.slug)), file)
  }
}
