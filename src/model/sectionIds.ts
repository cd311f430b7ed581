/**
 * The ids of the page's sections, in the page's order: each section renders its id from here, and the
 * content's links (a menu link, the hero button) may name only these (#about), so a link can never point
 * at a section that is not on the page. The three resource lists' ids are also the folders of their own
 * pages (/articles/) and of their items' (/articles/<slug>/).
 */
export const sectionIds = {
  about: "about",
  services: "services",
  coaching: "unnamed",
  emotional: "emotional-intelligence",
  testimonials: "testimonials",
  resources: "resources",
  articles: "articles",
  podcasts: "podcasts",
  books: "book-reviews",
  contact: "contact",
} as const
