import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"
import { expect } from "./test"

// WCAG 2.2 AA and axe's best practices, in every state a visitor can put the page in.
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]

/**
 * Runs axe over the page, or over `region` alone: a state that changes one part of the page (a notice, the
 * dialog, the menu) is checked there, the rest being the initial page's, checked whole.
 */
export async function expectNoViolations(page: Page, region?: string) {
  // Let entrance animations settle: axe would otherwise measure half-faded text.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished)),
  )
  const axe = new AxeBuilder({ page }).withTags(TAGS)
  const { violations } = await (region ? axe.include(region) : axe).analyze()
  const summary = violations.map(
    ({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(" | ")}`,
  )
  // Soft: a test that goes through several states or pages reports each one's violations.
  const { pathname } = new URL(page.url())
  expect
    .soft(summary, region ? `${pathname}: ${region}` : `${pathname}: the whole page`)
    .toEqual([])
}
