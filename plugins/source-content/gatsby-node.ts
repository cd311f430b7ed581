// data/content.json into the site: validated, sourced as the one Content node, typed, a page per resource.
import fs from "fs"
import path from "path"
import type { GatsbyNode, Node } from "gatsby"
import { onCreateNode as transformJson } from "gatsby-transformer-json/gatsby-node"
import { inFileWords } from "../../src/model/problems"
import {
  DERIVED_SHAPE,
  derivedResourceFields,
  effectiveSlug,
  type RawResource,
} from "../../src/model/resourceFields"
import { buildDayFrom, publishedOf } from "../../src/model/publishing"
import { readingTime, TIMED_LISTS } from "../../src/model/readingTime"
import { checkSettings } from "../../src/model/settings"
import { relatedReading } from "../../src/model/related"
import type { ResourceListName } from "../../src/model/resourceLists"
import { CONTENT_TYPE, resourceLists } from "../../src/model/schema"
import type { Site } from "../../src/lib/seo/structuredData"
import { businessData } from "./businessData"
import { shortLists } from "../../src/model/shortLists"
import { listPath, resourcePath } from "../../src/model/addresses"
import { type ResourceListPageContext, type ResourcePageContext } from "../../src/lib/pageContext"
import { checkOnSave } from "./checkOnSave"
import { PUBLISHING_DAY, todayOf, type FindOne } from "./publishingDay"
import {
  emptiedAsNullExtension,
  isoDateExtension,
  orFallbackExtension,
  sanitizedHtmlExtension,
  slugExtension,
} from "./fieldExtensions"
import { robotsTxt } from "./sitemap"
import { contentTypeDefs, SHORT_LISTS_FIELD, typeName } from "./typeDefs"
import { validateContentFile } from "./validateFile"

// Gatsby runs from the site root; __dirname would point into .cache/compiled, where this file is compiled to.
const CONTENT_FILE = path.resolve("data", "content.json")
const TEMPLATE = path.resolve("src", "templates", "ResourcePage.tsx")
const LIST_TEMPLATE = path.resolve("src", "templates", "ResourceListPage.tsx")

// The build's day decides what is published (src/model/publishing.ts).
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  const settings = checkSettings(reporter, "source-content", () => buildDayFrom(process.env))
  if (settings) reporter.info(`source-content: publishing what is due on ${settings[0]}`)
}

export const sourceNodes: GatsbyNode["sourceNodes"] = ({
  actions,
  createNodeId,
  createContentDigest,
}) => {
  const today = buildDayFrom(process.env)
  actions.createNode({
    id: createNodeId(PUBLISHING_DAY),
    today,
    internal: { type: PUBLISHING_DAY, contentDigest: createContentDigest(today) },
  })
}

// Before any node is sourced or page written: a broken content.json stops here, with every problem listed.
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const problems = validateContentFile(CONTENT_FILE)
  if (problems.length > 0) {
    reporter.panic(
      `data/content.json has ${problems.length} problem(s); fix them and build again:\n${problems.map(inFileWords).join("\n")}`,
    )
  }
}

type FileNode = Node & { absolutePath: string }

const isFile = (node: Node): node is FileNode => node.internal.type === "File"

// Whether the last save of content.json was refused: the Content node then holds an older version, which a
// picture added since (the one the file names, say) may make the current file good again.
let refused = false

export const shouldOnCreateNode: GatsbyNode["shouldOnCreateNode"] = ({ node }) =>
  isFile(node as Node)

// Only a file the validator accepts becomes the node, so a refused save in develop never reaches GraphQL.
// Not linked as the file's child (Gatsby deletes those on every change); `parent` stays for pictures.
export const onCreateNode: GatsbyNode["onCreateNode"] = async (args) => {
  const { node, actions, getNodesByType } = args
  if (!isFile(node)) return
  // Every File node is in data/, the one folder gatsby-source-filesystem reads.
  const contentFile =
    node.absolutePath === CONTENT_FILE
      ? node
      : refused
        ? (getNodesByType("File") as FileNode[]).find((file) => file.absolutePath === CONTENT_FILE)
        : undefined
  if (!contentFile) return
  refused = validateContentFile(CONTENT_FILE).length > 0
  if (refused) return
  await transformJson(
    { ...args, node: contentFile, actions: { ...actions, createParentChildLink: () => {} } },
    { typeName: CONTENT_TYPE },
  )
}

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage === "develop") actions.setWebpackConfig({ plugins: [checkOnSave(CONTENT_FILE)] })
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createFieldExtension(sanitizedHtmlExtension)
  actions.createFieldExtension(slugExtension)
  actions.createFieldExtension(isoDateExtension)
  actions.createFieldExtension(orFallbackExtension)
  actions.createFieldExtension(emptiedAsNullExtension)
  actions.createTypes(contentTypeDefs())
  actions.createTypes(`type ${PUBLISHING_DAY} implements Node @dontInfer {\n  today: String!\n}`)
  actions.createTypes(
    `type ${RELATED_TYPE} {\n  title: String!\n  path: String!\n  kind: String!\n}`,
  )
}

// The Content node's own objects, never copied: their pictures resolve from the node.
const listOfResource = new WeakMap<object, string>()

async function publishedList(
  content: Record<string, unknown> | null,
  name: string,
  context: FindOne,
) {
  const items: unknown = content?.[name]
  if (!Array.isArray(items)) return null
  const published = publishedOf(items as RawResource[], await todayOf(context))
  for (const item of published ?? []) listOfResource.set(item, name)
  return published
}

async function listOf(name: string, context: FindOne): Promise<RawResource[] | null> {
  if (!resourceLists().some((list) => list.name === name)) return null
  const content = await context.nodeModel.findOne({ type: CONTENT_TYPE, query: {} })
  return publishedList(content, name, context)
}

const RELATED_TYPE = "RelatedResource"
type Related = { title: string; path: string; kind: string }

// Worked out once for every resource, again only when the content or the build's day changes.
let relatedCache:
  { digest: unknown; today: string; byPath: Promise<Map<string, Related[]>> } | undefined

async function relatedByPath(context: FindOne) {
  const content = await context.nodeModel.findOne({ type: CONTENT_TYPE, query: {} })
  const digest = (content?.internal as { contentDigest?: unknown } | undefined)?.contentDigest
  const today = await todayOf(context)
  const cached = relatedCache
  if (cached && cached.digest === digest && cached.today === today) return cached.byPath
  const byPath = relatedOf(content, context)
  relatedCache = { digest, today, byPath }
  return byPath
}

async function relatedOf(content: Record<string, unknown> | null, context: FindOne) {
  const all: { item: RawResource; related: Related }[] = []
  for (const { name, pages, item: kind } of resourceLists()) {
    for (const item of (await publishedList(content, name, context)) ?? []) {
      const path = resourcePath(pages, effectiveSlug(item))
      all.push({ item, related: { title: derivedResourceFields.plainTitle(item), path, kind } })
    }
  }
  const nearest = relatedReading(
    all.map(({ item, related }) => ({
      key: related.path,
      title: typeof item.title === "string" ? item.title : "",
      text: typeof item.content === "string" ? item.content : "",
    })),
  )
  const byPath = new Map(all.map(({ related }) => [related.path, related]))
  return new Map(
    [...nearest].map(([path, paths]) => [path, paths.map((other) => byPath.get(other)!)]),
  )
}

function pathOf(source: RawResource) {
  const list = resourceLists().find(({ name }) => name === listOfResource.get(source))
  return list && resourcePath(list.pages, effectiveSlug(source))
}

// The very objects of the Content node, so their images resolve relative to content.json.
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    [typeName(DERIVED_SHAPE)]: {
      ...Object.fromEntries(
        Object.entries(derivedResourceFields).map(([name, derive]) => [
          name,
          { type: "String!", resolve: (source: RawResource) => derive(source) },
        ]),
      ),
      related: {
        type: `[${RELATED_TYPE}!]!`,
        resolve: async (source: RawResource, _args: unknown, context: FindOne) => {
          const path = pathOf(source)
          return (path && (await relatedByPath(context)).get(path)) || []
        },
      },
      readingTime: {
        type: "String",
        resolve: (source: RawResource) =>
          TIMED_LISTS.includes(listOfResource.get(source) as ResourceListName)
            ? readingTime(typeof source.content === "string" ? source.content : "")
            : null,
      },
    },
    [CONTENT_TYPE]: {
      // Made at build, so that no page's script carries the code that writes it.
      structuredData: {
        type: "JSON!",
        resolve: async (source: Record<string, unknown>, _args: unknown, context: FindOne) => {
          const site = await context.nodeModel.findOne({ type: "Site", query: {} })
          return businessData(source, site.siteMetadata as Site)
        },
      },
      // Drafts and pieces still to come are in no page, count, feed or sitemap; the file keeps them.
      ...Object.fromEntries(
        resourceLists().map(({ name }) => [
          name,
          {
            resolve: (source: Record<string, unknown>, _args: unknown, context: FindOne) =>
              publishedList(source, name, context),
          },
        ]),
      ),
      [SHORT_LISTS_FIELD]: {
        resolve: async (source: Record<string, unknown>, _args: unknown, context: FindOne) => {
          const lists = await Promise.all(
            resourceLists().map(async ({ name }) => [
              name,
              await publishedList(source, name, context),
            ]),
          )
          return shortLists(Object.fromEntries(lists), source.ResourcesShown)
        },
      },
    },
    Query: {
      resourceList: {
        type: `[${typeName(DERIVED_SHAPE)}!]`,
        args: { list: "String!" },
        resolve: (_source: unknown, { list }: { list: string }, context: FindOne) =>
          listOf(list, context),
      },
      resource: {
        type: typeName(DERIVED_SHAPE),
        args: { list: "String!", slug: "String!" },
        resolve: async (
          _source: unknown,
          { list, slug }: { list: string; slug: string },
          context: FindOne,
        ) => (await listOf(list, context))?.find((item) => effectiveSlug(item) === slug) ?? null,
      },
    },
  })
}

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const lists = resourceLists()
  const result = await graphql<{
    content: Record<string, { slug: string; date: string | null }[] | null> | null
  }>(`{ content { ${lists.map(({ name }) => `${name} { slug date }`).join(" ")} } }`)
  if (result.errors || !result.data?.content) {
    reporter.panic("Could not read the resources' slugs for their pages", result.errors)
    return
  }
  for (const { name, pages, pageType, item } of lists) {
    const items = result.data.content[name] ?? []
    // An empty list is absent: no page lists nothing.
    if (items.length === 0) continue
    const listContext: ResourceListPageContext = { list: name, item, scripts: false }
    actions.createPage({ path: listPath(pages), component: LIST_TEMPLATE, context: listContext })
    for (const { slug, date } of items) {
      const context: ResourcePageContext = { list: name, slug, folder: pages, pageType, item, date }
      actions.createPage({ path: resourcePath(pages, slug), component: TEMPLATE, context })
    }
  }
}

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql }) => {
  const { data } = await graphql<{ site: { siteMetadata: { siteUrl: string } } }>(
    "{ site { siteMetadata { siteUrl } } }",
  )
  fs.writeFileSync(path.resolve("public", "robots.txt"), robotsTxt(data!.site.siteMetadata.siteUrl))
}
