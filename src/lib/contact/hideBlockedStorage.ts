// Imported before @emailjs/browser, which reads `localStorage` while it loads: where site data is
// blocked that throws and the import fails, so it is made `undefined` ("no storage") and the form
// brings its own.
try {
  void window.localStorage
} catch {
  Object.defineProperty(window, "localStorage", { value: undefined, configurable: true })
}

export {}
