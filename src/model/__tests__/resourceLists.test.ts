import { RESOURCE_LISTS, resourceListsInOrder } from "../resourceLists"
import { resourceLists } from "../schema"

// The page reads the light RESOURCE_LISTS; the build, the editor and the tests read the schema's lists.
test("the schema's lists with pages are exactly RESOURCE_LISTS, in the same order and with the same pages", () => {
  expect(
    resourceLists().map(({ name, pages, heading, plural }) => ({ name, pages, heading, plural })),
  ).toEqual(resourceListsInOrder())
  expect(Object.keys(RESOURCE_LISTS)).toEqual(["Articles", "Podcasts", "Books"])
})
