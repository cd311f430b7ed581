import localforage from "localforage"

/** What this file wraps of localForage, the browser store Decap keeps its local backups in. */
export type BackupStore = {
  ready(): Promise<void>
  getItem(key: string, ...rest: unknown[]): Promise<unknown>
}

// Decap names an entry's backup "backup.<collection>.<slug>" (a new entry's "backup.<collection>");
// "backup" alone is the page's last state, kept for its error screen, and is read at once.
const isEntryBackup = (key: string) => key.startsWith("backup.")

const waiting = new Set<() => void>()
const held = new WeakSet<BackupStore>()

/**
 * Called once the editor has drawn an entry's fields: the backups asked for until then are read.
 * The fields are drawn only once Decap has loaded the entry, so a backup read now replaces the
 * loaded entry rather than being replaced by it.
 */
export function entryShown() {
  for (const release of waiting) release()
  waiting.clear()
}

/**
 * Holds Decap's reading of an entry's local backup until the entry is on screen (entryShown).
 *
 * Decap's Editor starts reading the backup and loading the entry at the same time (decap-cms-core
 * Editor.js componentDidMount). The backup, one read from the browser's own store, comes first: Decap
 * asks "A local backup was recovered…", puts the backup in the draft, and draws the form while the
 * entry is still loading, whose toolbar then fails to make the entry's address ("Failed to load
 * preview: Cannot read properties of undefined (reading 'get')"). Then the entry arrives and Decap
 * makes the draft from it again: what the coach typed was gone from the form, and kept only in the
 * backup. Asked for once the entry is drawn, the backup replaces the loaded entry, as Decap intends.
 */
export function holdBackupsUntilEntryShown<Published>({
  store = localforage,
  published = () => undefined,
  offered = () => undefined,
}: {
  /** Where Decap keeps its backups: localForage's shared instance. */
  store?: BackupStore
  /** The entry as the editor read it from the repository, asked for as the entry is shown. */
  published?: () => Published | undefined
  /**
   * Told each backup as it is handed to Decap, which asks the coach about it next, with the entry as
   * it was when shown: Decap reads a backup with the entry's own format, so by the time a second
   * held read of the same backup comes back, the "last read" entry may be the first backup.
   */
  offered?: (backup: unknown, published: Published | undefined) => void
} = {}) {
  if (held.has(store)) return
  held.add(store)
  // Once ready: until it has chosen where to store (IndexedDB), localForage replaces its own methods.
  store.ready().then(
    () => {
      const getItem = store.getItem
      store.getItem = (key, ...rest) =>
        isEntryBackup(key)
          ? new Promise<void>((release) => waiting.add(release)).then(() => {
              const shown = published()
              return getItem.call(store, key, ...rest).then((backup) => {
                if (backup) offered(backup, shown)
                return backup
              })
            })
          : getItem.call(store, key, ...rest)
    },
    // No store (a private window may refuse one): Decap keeps no backups either.
    () => undefined,
  )
}
