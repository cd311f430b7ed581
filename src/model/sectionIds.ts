/** The content's links may name only these, so a link never points at a section not on the page. */
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
