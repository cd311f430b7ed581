import { resourceListsInOrder } from "./resourceLists"

/** Items in a sentence, as British English joins them: "Hero, About me and Articles". */
export const listInWords = (items: string[]) =>
  new Intl.ListFormat("en-GB", { type: "conjunction" }).format(items)

/** "articles, podcasts and book reviews": what the lists hold, in their own words and the page's order. */
export const resourcesInWords = () =>
  listInWords(resourceListsInOrder().map(({ plural }) => plural))

export const sentenceCase = (words: string) => words.charAt(0).toUpperCase() + words.slice(1)
