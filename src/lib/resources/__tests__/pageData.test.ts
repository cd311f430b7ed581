import { fromPageData, pageDataUrl } from "../pageData"

const resource = {
  title: "Giving Feedback",
  content: "<h2>Why</h2><p>Because.</p>",
  imagealt: null,
  imageurl: null,
}
// jsdom has no fetch: each test puts in its own, answering as the server would.
const answer = (body: unknown, status = 200) =>
  Promise.resolve({ ok: status < 300, status, json: async () => body } as Response)
const fetch = jest.fn<Promise<Response>, [string]>()
beforeEach(() => {
  fetch.mockReset()
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch
})

test("a resource's body comes from its own page's data, once, with its headings under the dialog's h3 title", async () => {
  fetch.mockImplementation(() => answer({ result: { data: { resource } } }))
  const path = "/articles/giving-feedback-once/"
  const body = await fromPageData(path)
  expect(fetch).toHaveBeenCalledWith("/page-data/articles/giving-feedback-once/page-data.json")
  expect(body).toEqual({ ...resource, content: "<h4>Why</h4><p>Because.</p>" })
  await fromPageData(path)
  expect(fetch).toHaveBeenCalledTimes(1)
})

test("a failed fetch is not kept: the next intent asks again", async () => {
  fetch
    .mockImplementationOnce(() => answer({}, 404))
    .mockImplementationOnce(() => Promise.reject(new TypeError("Failed to fetch")))
    .mockImplementationOnce(() => answer({ result: { data: { resource: null } } }))
    .mockImplementationOnce(() => answer({ result: { data: { resource } } }))
  const path = "/podcasts/retried/"
  await expect(fromPageData(path)).rejects.toThrow(`${pageDataUrl(path)} answered 404`)
  await expect(fromPageData(path)).rejects.toThrow("Failed to fetch")
  await expect(fromPageData(path)).rejects.toThrow(`${pageDataUrl(path)} holds no resource`)
  await expect(fromPageData(path)).resolves.toMatchObject({ title: "Giving Feedback" })
  expect(fetch).toHaveBeenCalledTimes(4)
})
