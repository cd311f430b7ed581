/**
 * A resource's address: /articles/<slug>/, /podcasts/<slug>/ or /book-reviews/<slug>/. The folder is the
 * list's `pages` in src/content/schema.ts, which is also the id of the list on the page.
 */
export const resourcePath = (folder: string, slug: string) => `/${folder}/${slug}/`
