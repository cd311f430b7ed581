// How an element looks to a visitor while it makes its entrance, measured on what is drawn (where its box
// is, how opaque it shows), whichever element of the page carries the styles that move or fade it.
import type { Locator } from "@playwright/test"
import { expect } from "./test"

type Look = { x: number; opacity: number }

/** Where the element is drawn, and how opaque it shows: its own opacity times every ancestor's. */
export const lookOf = (locator: Locator): Promise<Look> =>
  locator.evaluate((element) => {
    let opacity = 1
    for (let node: Element | null = element; node; node = node.parentElement) {
      opacity *= Number(getComputedStyle(node).opacity)
    }
    return { x: element.getBoundingClientRect().x, opacity }
  })

/**
 * The element's entrance as a film: how it looks at each tenth of the animations moving or fading it (its
 * own and its ancestors'), the last frame where it comes to rest. They are left finished. With nothing
 * playing, every frame is the same.
 */
async function entranceOf(locator: Locator): Promise<Look[]> {
  const frames: Look[] = []
  for (let tenth = 0; tenth <= 10; tenth++) {
    await locator.evaluate((element, tenth) => {
      for (const animation of document.getAnimations()) {
        const { effect } = animation
        if (!(effect instanceof KeyframeEffect) || !effect.target?.contains(element)) continue
        if (tenth === 10) {
          animation.finish()
        } else {
          animation.pause()
          animation.currentTime = (Number(effect.getComputedTiming().endTime) * tenth) / 10
        }
      }
    }, tenth)
    frames.push(await lookOf(locator))
  }
  return frames
}

/** Scrolls the element into view, as a reader would, and films the entrance it makes there. */
export async function watchEntrance(locator: Locator): Promise<Look[]> {
  await locator.scrollIntoViewIfNeeded()
  // It was hidden below the fold; once it starts to show, the entrance is under way.
  await expect.poll(async () => (await lookOf(locator)).opacity).toBeGreaterThan(0)
  return entranceOf(locator)
}
