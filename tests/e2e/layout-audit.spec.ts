import type { Page } from '@playwright/test'
import { auditLayout } from '../support/layout-audit'
import { localePath, PUBLIC_PAGES } from '../support/public-pages'
import { expect, test } from './fixtures'
import { hydrated, LOCALES } from './layout-helpers'

/**
 * Phones (small and common), a tablet, and desktop steps (spec section 9). The page is loaded afresh
 * at the first width of each group and resized to the others, as a visitor turning a tablet or
 * widening a window would: the server's HTML does not depend on the width and no script reads it
 * once (embla re-measures on resize), so a fresh load at every width would audit the same layout
 * at three times the cost.
 */
const WIDTH_GROUPS = [
  [360, 390, 768, 1024],
  [1440, 1920],
]

/** Every picture, also those below the fold, loaded and decoded, so each one's drawn ratio can be checked. */
async function settle(tab: Page) {
  await tab.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    const images = [...document.images]
    for (const img of images) img.loading = 'eager'
    await Promise.all(images.map((img) => img.decode().catch(() => undefined)))
  })
}

for (const locale of LOCALES) {
  for (const page of PUBLIC_PAGES) {
    const url = localePath(locale, page)
    test(`layout audit of ${url} at every width`, async ({ page: tab }) => {
      const findings: string[] = []
      for (const group of WIDTH_GROUPS) {
        for (const width of group) {
          await tab.setViewportSize({ width, height: width < 768 ? 844 : 900 })
          if (width === group[0]) {
            await tab.goto(url)
            await hydrated(tab)
          }
          await settle(tab)
          for (const finding of await tab.evaluate(auditLayout)) {
            findings.push(`${url} at ${width} px: ${finding.kind}: ${finding.detail}`)
          }
        }
      }
      expect(findings).toEqual([])
    })
  }
}
