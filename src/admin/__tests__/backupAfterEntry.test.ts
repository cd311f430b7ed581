// localForage as Decap reads its backups: methods it replaces with its driver's once ready, then
// getItem(key) answering from the browser's store. The stand-in below follows that contract.
import { entryShown, holdBackupsUntilEntryShown, type BackupStore } from "../backupAfterEntry"

type Store = BackupStore & { items: Map<string, unknown> }

/** localForage: its own getItem until ready, the driver's after, as localForage's `_extend` does. */
function fakeStore(ready: Promise<void> = Promise.resolve()): Store {
  const items = new Map<string, unknown>()
  const store: Store = {
    items,
    ready: () => ready,
    getItem: () => Promise.reject(new Error("not ready")),
  }
  void ready.then(
    () => (store.getItem = async (key: string) => items.get(key) ?? null),
    () => undefined,
  )
  return store
}

/** Settles every promise already queued: a held read stays pending through it. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

/** Whether `promise` has settled, and with what. */
function watch<T>(promise: Promise<T>) {
  const state: { done: boolean; value?: T } = { done: false }
  void promise.then((value) => Object.assign(state, { done: true, value }))
  return state
}

test("an entry's backup is read once the entry is shown, as it stands then", async () => {
  const store = fakeStore()
  holdBackupsUntilEntryShown({ store })
  await settled()
  store.items.set("backup.site.content", { raw: "typed before the crash" })

  const read = watch(store.getItem("backup.site.content"))
  await settled()
  expect(read.done).toBe(false)

  store.items.set("backup.site.content", { raw: "typed later" })
  entryShown()
  await settled()
  expect(read).toEqual({ done: true, value: { raw: "typed later" } })
})

test("each opening of the editor waits for its own entry: a read after one was shown waits for the next", async () => {
  const store = fakeStore()
  holdBackupsUntilEntryShown({ store })
  await settled()
  entryShown()

  const read = watch(store.getItem("backup.site.content"))
  await settled()
  expect(read.done).toBe(false)
  entryShown()
  await settled()
  expect(read).toEqual({ done: true, value: null })
})

test("anything but an entry's backup is read at once, the page's last state ('backup') included", async () => {
  const store = fakeStore()
  holdBackupsUntilEntryShown({ store })
  await settled()
  store.items.set("backup", "the page's last state")
  store.items.set("localForageTest", 1)

  await expect(store.getItem("backup")).resolves.toBe("the page's last state")
  await expect(store.getItem("localForageTest")).resolves.toBe(1)
})

test("held once, however often the hold is asked for", async () => {
  const store = fakeStore()
  holdBackupsUntilEntryShown({ store })
  holdBackupsUntilEntryShown({ store })
  await settled()
  const read = watch(store.getItem("backup.site.content"))
  entryShown()
  await settled()
  expect(read.done).toBe(true)
})

test("a browser without a store (ready refuses) is left as it is", async () => {
  const refused = Promise.reject(new Error("No available storage method found."))
  const store = fakeStore(refused)
  const getItem = store.getItem
  holdBackupsUntilEntryShown({ store })
  await settled()
  expect(store.getItem).toBe(getItem)
})

test("each backup handed to Decap is told, after it is read and before Decap asks about it", async () => {
  const store = fakeStore()
  const offered = jest.fn()
  holdBackupsUntilEntryShown({ store, offered })
  await settled()
  store.items.set("backup.site.content", { raw: "kept" })
  const read = store.getItem("backup.site.content")
  await settled()
  expect(offered).not.toHaveBeenCalled()
  entryShown()
  await expect(read).resolves.toEqual({ raw: "kept" })
  expect(offered).toHaveBeenCalledWith({ raw: "kept" }, undefined)
  // No backup: nothing to ask about.
  const none = store.getItem("backup.site.other")
  entryShown()
  await expect(none).resolves.toBeNull()
  expect(offered).toHaveBeenCalledTimes(1)
})

test("each backup is compared with the entry as shown, even after Decap has parsed another read of it", async () => {
  // Decap parses a backup with the entry's own format, which records what it parses: two held reads
  // released together once named nothing changed, as the second was compared with the first backup.
  const store = fakeStore()
  let lastParsed: unknown = "published"
  const offered = jest.fn((backup: unknown) => (lastParsed = backup))
  holdBackupsUntilEntryShown({ store, published: () => lastParsed, offered })
  await settled()
  store.items.set("backup.site.content", { raw: "kept" })
  const first = store.getItem("backup.site.content")
  const second = store.getItem("backup.site.content")
  entryShown()
  await Promise.all([first, second])
  expect(offered.mock.calls).toEqual([
    [{ raw: "kept" }, "published"],
    [{ raw: "kept" }, "published"],
  ])
})
