/**
 * A resource's address: /articles/<slug>/, /podcasts/<slug>/ or /book-reviews/<slug>/. The folder is the
 * list's `pages` in src/content/schema.ts, which is also the id of the list on the page.
 */
export const resourcePath = (folder: string, slug: string) => `/${folder}/${slug}/`

/** A resource's document title, on its own page and while the dialog shows it. */
export const resourceTitle = (plainTitle: string, siteTitle: string) =>
  `${plainTitle} | ${siteTitle}`
