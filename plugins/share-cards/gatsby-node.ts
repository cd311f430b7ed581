import path from "path"
import fs from "fs"
import type { GatsbyNode } from "gatsby"
import { DERIVED_SHAPE, plainTitle, type RawResource } from "../../src/model/resourceFields"
import { sentenceCase } from "../../src/model/wording"
import { jsonPath, type ContentPath } from "../../src/model/problems"
import { buildDayFrom, publishedOf } from "../../src/model/publishing"
import { CONTENT_TYPE, resourceLists } from "../../src/model/schema"
import { typeName } from "../source-content/typeDefs"
import { cardFiles, cardPath, CARDS_PATH } from "./cache"
import { CARD_HEIGHT, CARD_WIDTH, CardError, cardKey, type CardInput } from "./card"

const SHARE_CARD = "ShareCard"

// The layout's version and the fonts' digest, read through Gatsby's node model by shareCard: a
// change then runs the pages' queries again on a cached build.
const CARD_STYLE = "ShareCardStyle"

const styleDigest = () => cardKey({ title: "", list: "", siteTitle: "" })

function cardInput(
  resource: RawResource & { imageurl?: unknown },
  item: string,
  siteTitle: string,
) {
  const input: CardInput = { title: plainTitle(resource), list: sentenceCase(item), siteTitle }
  if (typeof resource.imageurl === "string" && resource.imageurl) {
    input.cover = path.resolve("data", resource.imageurl)
  }
  return input
}

const altOf = ({ title, list, siteTitle }: CardInput) => `${list}: ${title}. ${siteTitle}`

export const sourceNodes: GatsbyNode["sourceNodes"] = ({ actions, createNodeId }) => {
  const digest = styleDigest()
  actions.createNode({
    id: createNodeId(CARD_STYLE),
    digest,
    internal: { type: CARD_STYLE, contentDigest: digest },
  })
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(
    `type ${SHARE_CARD} {\n  src: String!\n  width: Int!\n  height: Int!\n  alt: String!\n}`,
  )
  actions.createTypes(`type ${CARD_STYLE} implements Node @dontInfer {\n  digest: String!\n}`)
}

type Context = { nodeModel: { findOne: (args: object) => Promise<Record<string, unknown> | null> } }

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    [typeName(DERIVED_SHAPE)]: {
      // `kind`: what one item of its list is called, "book review", from the page's context.
      shareCard: {
        type: `${SHARE_CARD}!`,
        args: { kind: "String!" },
        resolve: async (source: RawResource, { kind }: { kind: string }, context: Context) => {
          // Read for the dependency only: the key computes the same digest itself.
          await context.nodeModel.findOne({ type: CARD_STYLE, query: {} })
          const site = await context.nodeModel.findOne({ type: "Site", query: {} })
          const { title } = site?.siteMetadata as { title: string }
          const input = cardInput(source, kind, title)
          return {
            src: cardPath(cardKey(input)),
            width: CARD_WIDTH,
            height: CARD_HEIGHT,
            alt: altOf(input),
          }
        },
      },
    },
  })
}

const FIELD_DRAWN: Record<CardError["part"], string> = { title: "title", cover: "imageurl" }

function unmadeCard(item: ContentPath, failure: unknown) {
  const field = failure instanceof CardError ? [FIELD_DRAWN[failure.part]] : []
  const why = (failure instanceof Error ? failure.message : String(failure)).split("\n")[0]!
  return `share-cards: the card of ${jsonPath([...item, ...field])} could not be drawn (${why.slice(0, 200)}); its page shows the site's own card instead`
}

function namedCards(publicDir: string) {
  const named = new Set<string>()
  for (const { pages } of resourceLists()) {
    const folder = path.join(publicDir, pages)
    if (!fs.existsSync(folder)) continue
    for (const slug of fs.readdirSync(folder)) {
      const page = path.join(folder, slug, "index.html")
      if (!fs.existsSync(page)) continue
      const card = new RegExp(`${CARDS_PATH}/[0-9a-f]{16}\\.png`).exec(
        fs.readFileSync(page, "utf8"),
      )
      if (card) named.add(card[0])
    }
  }
  return named
}

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({
  graphql,
  getNodesByType,
  cache,
  reporter,
}) => {
  const { data } = await graphql<{ site: { siteMetadata: { title: string; image: string } } }>(
    "{ site { siteMetadata { title image } } }",
  )
  const { title: siteTitle, image: siteCard } = data!.site.siteMetadata
  const [content] = getNodesByType(CONTENT_TYPE) as unknown as Record<string, unknown>[]
  // The pages' day, not the clock's: a build past midnight makes cards for the pages it made.
  const [day] = getNodesByType("PublishingDay") as unknown as { today: string }[]
  const today = day?.today ?? buildDayFrom(process.env)
  const cards = resourceLists().flatMap(({ name, item }) => {
    const resources = (content?.[name] ?? []) as RawResource[]
    return (publishedOf(resources, today) ?? []).map((resource) => ({
      item: [name, resources.indexOf(resource)],
      input: cardInput(resource, item, siteTitle),
    }))
  })
  const publicDir = path.resolve("public")
  // Last build's cards go: a card whose title changed has a new address.
  fs.rmSync(path.join(publicDir, CARDS_PATH), { recursive: true, force: true })
  const started = Date.now()
  const files = await cardFiles(
    cards.map(({ input }) => input),
    { cacheDir: cache.directory, publicDir, fallback: path.join(publicDir, siteCard) },
  )
  files.forEach(({ failure }, index) => {
    if (failure) reporter.warn(unmadeCard(cards[index]!.item, failure))
  })
  const made = new Set(files.map((file) => file.path))
  const missing = [...namedCards(publicDir)].filter((card) => !made.has(card))
  if (missing.length) {
    reporter.panic(
      `share-cards: pages name cards that were not made (${missing.join(", ")}); run \`npm run clean\` and build again`,
    )
  }
  reporter.info(`share-cards: ${files.length} cards in ${CARDS_PATH} (${Date.now() - started} ms)`)
}
