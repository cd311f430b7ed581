// jsdom lays nothing out, but ProseMirror asks where a click lands and where to scroll the
// selection: these answer "nowhere", and typing, keys and commands run as in a browser.
export function installEditing() {
  const nowhere = { x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0 }
  document.elementFromPoint = () => null
  Range.prototype.getBoundingClientRect = () => ({ ...nowhere, toJSON: () => nowhere })
  Range.prototype.getClientRects = () =>
    Object.assign([], { item: () => null }) as unknown as DOMRectList
}
