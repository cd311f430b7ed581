/** An element's class attribute from the names given, leaving out those a condition left empty. */
export const classNames = (...names: (string | false | null | undefined)[]) =>
  names.filter(Boolean).join(" ")
