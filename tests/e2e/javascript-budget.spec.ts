import path from 'node:path'
import { readClientBundleReport } from '../../scripts/lib/client-bundle-report'
import { COMPILE_HINT } from '../../scripts/lib/compile-hints'
import {
  kb,
  measurePageJavaScript,
  PUBLIC_PAGE_JS_CEILING_BYTES,
  PUBLIC_PAGE_JS_TARGET_BYTES,
  TIMER_LOADED_CHUNK,
} from '../../scripts/lib/page-javascript'
import { LOCALES } from '../../src/i18n/locales'
import { localePath, PUBLIC_PAGES } from '../support/public-pages'
import { expect, test } from './fixtures'
import { hydrated } from './layout-helpers'

// The JavaScript a visitor's browser loads on each public page, in both languages, measured as
// `npm run bench` measures it (every script until the network is idle, gzip -9). ADR 023.
for (const locale of LOCALES) {
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
          description: `${kb(js.gzip)} gzip in ${js.scripts.length} files (target ${kb(PUBLIC_PAGE_JS_TARGET_BYTES)}): ${js.scripts.map((s) => `${s.path} ${kb(s.gzip)}`).join(', ')}`,
        })
        expect(js.scripts.length).toBeGreaterThan(0)
        // The hall plan may add its pan-zoom library (issue 27: "the public budget plus the pan-zoom
        // library"), one chunk with the code that drives it (panzoom-controls.ts, which runs only once
        // the library is there); no other page loads it (tests/e2e/floor-plan.spec.ts).
        const panZoom = page === '/floor-plan' ? js.scripts.filter((s) => /panzoom/i.test(s.path)) : []
        const allowance = panZoom.reduce((sum, s) => sum + s.gzip, 0)
        expect(js.gzip - allowance, js.scripts.map((s) => `${s.path} ${kb(s.gzip)}`).join('\n')).toBeLessThanOrEqual(
          PUBLIC_PAGE_JS_CEILING_BYTES,
        )
      })
    }
  })
}

// What keeps the pages under it (ADR 023, 029), checked on the build's own report so a regression
// names its module: the server-function fetcher and its serializer load on the first call, nothing of
// the back office is in the entry chunk (not even its route definitions, search schemas or signed-in
// check: the public pages run on a route tree without them), no server function's stub nor the
// catalogs' loader (a page's data and messages come with its HTML), and the parts that load later
// (the footer near the viewport, the floating box when due) are not.
test('the entry chunk carries no serializer and nothing of the back office', () => {
  const report = readClientBundleReport(path.resolve(import.meta.dirname, '../..'))
  const entry = report.chunks.find((c) => c.isEntry)
  expect(entry).toBeDefined()
  const ids = entry?.modules.map((m) => m.id) ?? []
  expect(ids.some((id) => id.includes('node_modules/react-dom/'))).toBe(true)
  const offenders = ids.filter(
    (id) =>
      /node_modules\/seroval|client-rpc\/serverFnFetcher|query-core\/build\/modern\/mutation\.js/.test(id) ||
      // the server functions' client stubs load with their first call (ADR 029, "Under 128 KB")
      /start-client-core\/dist\/esm\/createServerFn\.js|\.functions\.ts$|^src\/locales\//.test(id) ||
      /^src\/(admin\/|routes\/admin\/|routes\/\{-\$locale\}\/preview\/|contracts\/(admin|inbox)\.ts|routeTree\.gen\.ts)/.test(
        id,
      ) ||
      /^src\/features\/(footer\/\w+|subscribe\/SubscribeForm|floating-bar\/FloatingBar)\.tsx$/.test(id),
  )
  expect(offenders).toEqual([])
  // The measurement leaves out by name the chunk loaded on the floating box's timer: that name is
  // the chunk holding FloatingBar.tsx and no other (else the budget would skip real code).
  const timerLoaded = report.chunks.filter((c) => TIMER_LOADED_CHUNK.test(`/${c.file}`))
  const sources = timerLoaded.map((c) => c.modules.map((m) => m.id).filter((id) => id.startsWith('src/')))
  expect(sources).toEqual([['src/features/floating-bar/FloatingBar.tsx']])
  // The back office's valibot functions are a copy in a chunk of its own (ADR 029, second round).
  expect(report.chunks.some((c) => !c.isEntry && /\/_back-office-valibot-[\w-]+\.js$/.test(c.file))).toBe(true)
  // The whole (generated) tree is a chunk of its own, which only the back office and the previews load.
  const wholeTree = report.chunks.find((c) => c.modules.some((m) => m.id === 'src/routeTree.gen.ts'))
  expect(wholeTree?.isEntry).toBe(false)
  expect(wholeTree?.modules.map((m) => m.id)).toContain('src/routes/admin/_signedIn/route.tsx')
})

// Hydration's long tasks (ADR 035): V8 compiles the entry off the main thread because the served file
// opens with its compile hint, and no page builds an Intl number or date format as it starts (the
// first one costs a phone tens of milliseconds of main thread; counts, figures and dates are made
// without Intl, in both languages, on pages with each of them).
test('the entry chunk is served with its compile hint, and pages start without Intl formats', async ({
  page,
  request,
}) => {
  const report = readClientBundleReport(path.resolve(import.meta.dirname, '../..'))
  const entry = report.chunks.find((c) => c.isEntry)
  const served = await request.get(`/${entry?.file}`)
  expect(served.ok()).toBe(true)
  expect((await served.text()).split('\n')[0]).toBe(COMPILE_HINT)

  await page.addInitScript(() => {
    const built: string[] = []
    Object.assign(window, { builtIntlFormats: built })
    function counted<C extends abstract new (...args: never[]) => unknown>(name: string, original: C): C {
      return new Proxy(original, {
        construct(target, args: unknown[]) {
          built.push(name)
          return Reflect.construct(target, args)
        },
        apply(target, self, args: unknown[]) {
          built.push(name)
          return Reflect.apply(target, self, args)
        },
      })
    }
    Intl.NumberFormat = counted('NumberFormat', Intl.NumberFormat)
    Intl.DateTimeFormat = counted('DateTimeFormat', Intl.DateTimeFormat)
  })
  for (const address of [
    '/',
    '/en/news',
    '/news/3',
    '/en/directories',
    '/visitor-guide',
    '/en/selection-activity',
    '/floor-plan?q=a',
  ]) {
    await page.goto(address)
    await hydrated(page)
    const built = await page.evaluate(() => String(Reflect.get(window, 'builtIntlFormats')))
    // An empty list reads as '' (the script ran: a missing list would read 'undefined').
    expect(built, address).toBe('')
  }
})

// A cached page can be minutes old when it is opened; its data is still current (the page cache
// drops a page when content changes), so hydrating it must not fetch that data again: no
// server-function call, and no fetcher code, on a page's load. The browser's clock runs half an
// hour ahead, past every query's stale time.
test('a page rendered long before it is opened fetches none of its data again as it hydrates', async ({ page }) => {
  const calls: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/_serverFn')) calls.push(request.url())
  })
  await page.clock.setFixedTime(new Date(Date.now() + 30 * 60_000))
  for (const path of ['/', '/en/news/3', '/directories']) {
    await page.goto(path, { waitUntil: 'networkidle' })
    await hydrated(page)
  }
  expect(calls).toEqual([])
})
