import { auditLayout } from '../support/layout-audit'
import { localePath, PUBLIC_PAGES } from '../support/public-pages'
import { expect, test } from './fixtures'
import { hydrated, LOCALES } from './layout-helpers'

/** Phones (small and common), a tablet, and desktop steps (spec section 9). */
const WIDTHS = [360, 390, 768, 1024, 1440, 1920]

for (const locale of LOCALES) {
  for (const page of PUBLIC_PAGES) {
    const url = localePath(locale, page)
    test(`layout audit of ${url} at every width`, async ({ page: tab }) => {
      test.slow()
      const findings: string[] = []
      for (const width of WIDTHS) {
        await tab.setViewportSize({ width, height: width < 768 ? 844 : 900 })
        await tab.goto(url)
        await hydrated(tab)
        // every picture, also those below the fold, so each one's drawn ratio can be checked
        await tab.evaluate(async () => {
          const images = [...document.images]
          for (const img of images) img.loading = 'eager'
          await Promise.all(images.map((img) => img.decode().catch(() => undefined)))
        })
        for (const finding of await tab.evaluate(auditLayout)) {
          findings.push(`${url} at ${width} px: ${finding.kind}: ${finding.detail}`)
        }
      }
      expect(findings).toEqual([])
    })
  }
}
