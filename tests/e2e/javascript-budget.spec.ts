import {
  kb,
  measurePageJavaScript,
  PUBLIC_PAGE_JS_CEILING_BYTES,
  PUBLIC_PAGE_JS_TARGET_BYTES,
} from '../../scripts/lib/page-javascript'
import { localePath, PUBLIC_PAGES } from '../support/public-pages'
import { expect, test } from './fixtures'

// The JavaScript a visitor's browser loads on each public page, in both languages, measured as
// `npm run bench` measures it (every script until the network is idle, gzip -9). ADR 023.
for (const locale of ['cn', 'en'] as const) {
  test.describe(`JavaScript per page in ${locale}`, () => {
    for (const page of PUBLIC_PAGES) {
      const path = localePath(locale, page)
      test(`${path} loads at most ${kb(PUBLIC_PAGE_JS_CEILING_BYTES)} of gzip JavaScript`, async ({
        context,
        baseURL,
      }) => {
        const js = await measurePageJavaScript(context, new URL(path, baseURL).href)
        test.info().annotations.push({
          type: 'javascript',
          description: `${kb(js.gzip)} gzip in ${js.scripts.length} files (target ${kb(PUBLIC_PAGE_JS_TARGET_BYTES)})`,
        })
        expect(js.scripts.length).toBeGreaterThan(0)
        expect(js.gzip, js.scripts.map((s) => `${s.path} ${kb(s.gzip)}`).join('\n')).toBeLessThanOrEqual(
          PUBLIC_PAGE_JS_CEILING_BYTES,
        )
      })
    }
  })
}
