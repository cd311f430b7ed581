// Evaluated before @emailjs/browser (src/lib/contact/mailer.ts imports it first). The library reads
// `localStorage` while its module loads; where a visitor's browser blocks site data that read throws,
// the import fails, and no message could ever be sent. Where reading it throws, the property is
// replaced by `undefined`, which the library takes for "no storage"; the form hands it a storage of its
// own that never throws.
try {
  void window.localStorage
} catch {
  Object.defineProperty(window, "localStorage", { value: undefined, configurable: true })
}

export {}
