// jsdom lays nothing out, so it has no document.elementFromPoint and no rectangles for a Range: ProseMirror
// asks for both (where a click lands, where to scroll the selection). These answer "nowhere" at that
// boundary; typing, keys and commands then run through ProseMirror as in a browser.
export function installEditing() {
  const nowhere = { x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0 }
  document.elementFromPoint = () => null
  Range.prototype.getBoundingClientRect = () => ({ ...nowhere, toJSON: () => nowhere })
  Range.prototype.getClientRects = () =>
    Object.assign([], { item: () => null }) as unknown as DOMRectList
}
