// Written from schema.org's type pages, so a unit test can check the data's shape offline. A type
// lists only the properties it adds to its parent's; enumeration members and "Text", "URL", "Date"
// are strings.
import { isIsoDate } from "../model/date"
import { isRecord } from "../model/blankValues"

const vocabulary = {
  Thing: {
    parent: undefined,
    properties: {
      name: ["Text"],
      description: ["Text"],
      url: ["URL"],
      image: ["URL", "ImageObject"],
      mainEntityOfPage: ["CreativeWork", "URL"],
    },
  },
  CreativeWork: {
    parent: "Thing",
    properties: {
      author: ["Person", "Organization"],
      publisher: ["Organization", "Person"],
      headline: ["Text"],
      datePublished: ["Date", "DateTime"],
    },
  },
  Article: { parent: "CreativeWork", properties: {} },
  Book: { parent: "CreativeWork", properties: {} },
  CreativeWorkSeries: { parent: "CreativeWork", properties: {} },
  PodcastSeries: { parent: "CreativeWorkSeries", properties: {} },
  Review: {
    parent: "CreativeWork",
    properties: { itemReviewed: ["Thing"], reviewBody: ["Text"] },
  },
  ImageObject: { parent: "CreativeWork", properties: {} },
  EducationalOccupationalCredential: {
    parent: "CreativeWork",
    properties: {
      recognizedBy: ["Organization"],
      credentialCategory: ["Text", "URL", "DefinedTerm"],
    },
  },
  Intangible: { parent: "Thing", properties: {} },
  DefinedTerm: { parent: "Intangible", properties: {} },
  Offer: {
    parent: "Intangible",
    properties: {
      itemOffered: ["Service", "Product"],
      price: ["Number", "Text"],
      priceCurrency: ["Text"],
      priceSpecification: ["PriceSpecification"],
      availability: ["ItemAvailability"],
    },
  },
  ItemList: {
    parent: "Intangible",
    properties: { itemListElement: ["ListItem", "Text", "Thing"] },
  },
  OfferCatalog: { parent: "ItemList", properties: {} },
  StructuredValue: { parent: "Intangible", properties: {} },
  PriceSpecification: {
    parent: "StructuredValue",
    properties: { price: ["Number", "Text"], priceCurrency: ["Text"] },
  },
  ContactPoint: { parent: "StructuredValue", properties: {} },
  PostalAddress: { parent: "ContactPoint", properties: { streetAddress: ["Text"] } },
  VirtualLocation: { parent: "Intangible", properties: {} },
  Place: { parent: "Thing", properties: { address: ["PostalAddress", "Text"] } },
  Event: {
    parent: "Thing",
    properties: {
      startDate: ["Date", "DateTime"],
      endDate: ["Date", "DateTime"],
      // schema.org says Date; Google's rescheduled example, which this follows, writes the time too.
      previousStartDate: ["Date", "DateTime"],
      eventStatus: ["EventStatusType"],
      eventAttendanceMode: ["EventAttendanceModeEnumeration"],
      location: ["Place", "PostalAddress", "Text", "VirtualLocation"],
      organizer: ["Person", "Organization"],
      performer: ["Person", "Organization"],
      offers: ["Offer", "Demand"],
    },
  },
  Service: { parent: "Intangible", properties: { provider: ["Organization", "Person"] } },
  Product: { parent: "Thing", properties: {} },
  Person: {
    parent: "Thing",
    properties: {
      jobTitle: ["Text", "DefinedTerm"],
      hasCredential: ["EducationalOccupationalCredential"],
      makesOffer: ["Offer"],
    },
  },
  Organization: {
    parent: "Thing",
    properties: {
      founder: ["Person", "Organization"],
      hasOfferCatalog: ["OfferCatalog"],
      hasCredential: ["EducationalOccupationalCredential"],
      makesOffer: ["Offer"],
    },
  },
  // LocalBusiness is also a Place; none of Place's own properties are used here.
  LocalBusiness: { parent: "Organization", properties: {} },
  ProfessionalService: { parent: "LocalBusiness", properties: {} },
} satisfies Record<string, { parent: string | undefined; properties: Record<string, string[]> }>

// Enumerations, by their members.
const enumerations: Record<string, readonly string[]> = {
  EventStatusType: [
    "EventScheduled",
    "EventCancelled",
    "EventMovedOnline",
    "EventPostponed",
    "EventRescheduled",
  ],
  EventAttendanceModeEnumeration: [
    "OfflineEventAttendanceMode",
    "OnlineEventAttendanceMode",
    "MixedEventAttendanceMode",
  ],
  ItemAvailability: ["InStock", "SoldOut", "PreOrder", "LimitedAvailability", "OutOfStock"],
}

type TypeName = keyof typeof vocabulary
const isTypeName = (name: unknown): name is TypeName =>
  typeof name === "string" && Object.hasOwn(vocabulary, name)

/** The type and its ancestors, nearest first: ProfessionalService, LocalBusiness, Organization, Thing. */
function lineage(type: TypeName): TypeName[] {
  const parent: string | undefined = vocabulary[type].parent
  return isTypeName(parent) ? [type, ...lineage(parent)] : [type]
}

function rangeOf(type: TypeName, property: string): readonly string[] | undefined {
  for (const ancestor of lineage(type)) {
    const properties: Record<string, readonly string[]> = vocabulary[ancestor].properties
    if (Object.hasOwn(properties, property)) return properties[property]
  }
  return undefined
}

// A time of day with its offset, after a day: what an event's times must say for search engines.
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2})$/
const isUrl = (value: unknown) => typeof value === "string" && URL.canParse(value)

function valueProblems(value: unknown, range: readonly string[], path: string): string[] {
  if (Array.isArray(value))
    return value.flatMap((item, i) => valueProblems(item, range, `${path}[${i}]`))
  if (typeof value === "string") {
    if (range.includes("Text")) return []
    const member = value.replace(/^https:\/\/schema\.org\//, "")
    if (range.some((type) => enumerations[type]?.includes(member))) return []
    // schema.org's Date and DateTime are ISO 8601's: 2026-03-14, 2026-03-14T09:00:00+00:00.
    const times = range.filter((type) => type === "Date" || type === "DateTime")
    if (times.length > 0) {
      const fits =
        (range.includes("Date") && isIsoDate(value)) ||
        (range.includes("DateTime") && DATE_TIME.test(value) && isIsoDate(value.slice(0, 10)))
      return fits ? [] : [`${path}: "${value}" is not a ${times.join(" or ")}`]
    }
    if (range.includes("URL")) return isUrl(value) ? [] : [`${path}: "${value}" is not a URL`]
    return [`${path} must be ${range.join(" or ")}, not text`]
  }
  if (!isRecord(value)) return [`${path} must be ${range.join(" or ")}, not ${typeof value}`]
  // A reference to a node described elsewhere in the data.
  if (Object.keys(value).length === 1 && isUrl(value["@id"])) return []
  const type = value["@type"]
  if (!isTypeName(type)) return [`${path}: @type ${JSON.stringify(type)} is not a known type`]
  if (!lineage(type).some((ancestor) => range.includes(ancestor))) {
    return [`${path} must be ${range.join(" or ")}, not ${type}`]
  }
  return nodeProblems(value, type, path)
}

function nodeProblems(node: Record<string, unknown>, type: TypeName, path: string): string[] {
  return Object.entries(node).flatMap(([property, value]) => {
    const at = `${path}.${property}`
    if (property === "@type") return []
    if (property === "@id") return isUrl(value) ? [] : [`${at} must be a URL`]
    const range = rangeOf(type, property)
    if (!range) return [`${at} is not a property of ${type}`]
    return valueProblems(value, range, at)
  })
}

/** By schema.org's definitions; empty when valid. */
export function schemaOrgProblems(data: Record<string, unknown>): string[] {
  const { "@context": context, ...node } = data
  const problems = context === "https://schema.org" ? [] : ["@context must be https://schema.org"]
  if (!isTypeName(node["@type"])) {
    return [...problems, `@type ${JSON.stringify(node["@type"])} is not a known type`]
  }
  return [...problems, ...nodeProblems(node, node["@type"], "$")]
}
