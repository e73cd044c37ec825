import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { readClientBundleReport } from '../../scripts/lib/client-bundle-report'
import { get } from '../support/http'

/**
 * Issue 39: the offline pages' service workers are generated from the build (ADR 040): each
 * precaches exactly the built files its page loads, under caches named after it, with its runtime
 * inside (no CDN), and is served fresh at every check.
 */
const report = () => readClientBundleReport(path.resolve(import.meta.dirname, '../..'))

/** The built file holding `module` (a path from the project root). */
function chunkOf(module: string): string {
  const chunk = report().chunks.find((c) => c.modules.some((m) => m.id === module))
  if (!chunk) throw new Error(`no chunk holds ${module}`)
  return `/${chunk.file}`
}

/** The URLs a worker precaches (its manifest, as workbox-build writes it). */
function precached(source: string): string[] {
  return [...source.matchAll(/url:\s*"([^"]+)"/g)].map((m) => m[1] ?? '')
}

async function worker(url: string) {
  const res = await get(url)
  return { res, source: await res.text() }
}

describe('the generated service workers', () => {
  it.each([
    ['/badge/sw.js', '/', 'badge'],
    ['/floor-plan/sw.js', '/', 'floor-plan'],
    ['/admin/check-in/sw.js', '/admin/check-in', 'check-in'],
  ])('%s is served fresh, with its scope, its runtime inside and caches named after it', async (url, allowed, name) => {
    const { res, source } = await worker(url)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/)
    // Never kept stale: the badge's and the office's under their paths' `no-store`.
    expect(res.headers.get('cache-control')).toMatch(/^no-(cache|store)$/)
    expect(res.headers.get('service-worker-allowed')).toBe(allowed)
    // workbox's runtime is inlined: nothing imported, from a CDN or elsewhere.
    expect(source).not.toMatch(/importScripts|storage\.googleapis\.com/)
    expect(source).toContain(`"${name}-pages"`)
    // Old precaches (an earlier workbox's) go on activate; expired pages go too.
    expect(source).toMatch(/maxAgeSeconds/)
    const files = precached(source)
    expect(files.length).toBeGreaterThan(2)
    // The entry chunk every page starts with; no back-office chunk in a public page's worker.
    expect(files).toContain(`/${report().chunks.find((c) => c.isEntry)?.file}`)
  })

  it('the check-in worker precaches the scanner and its WebAssembly before the camera was ever started', async () => {
    const files = precached((await worker('/admin/check-in/sw.js')).source)
    expect(files).toContain(chunkOf('src/admin/check-in/scanner.ts'))
    expect(files).toContain(chunkOf('src/admin/check-in/CheckInPage.tsx'))
    expect(files.filter((file) => /\/assets\/zxing_reader-[\w-]+\.wasm$/.test(file))).toHaveLength(1)
  })

  it('the badge and plan workers precache their own page and nothing of the other or the back office', async () => {
    const badge = precached((await worker('/badge/sw.js')).source)
    const plan = precached((await worker('/floor-plan/sw.js')).source)
    expect(badge).toContain(chunkOf('src/features/registration/BadgePage.tsx'))
    expect(badge).toContain('/badge/print.css')
    expect(plan).toContain(chunkOf('src/features/floor-plan/OwnStars.tsx'))
    expect(badge).not.toContain(chunkOf('src/features/floor-plan/OwnStars.tsx'))
    expect(plan).not.toContain(chunkOf('src/features/registration/BadgePage.tsx'))
    for (const files of [badge, plan]) {
      expect(files).not.toContain(chunkOf('src/admin/check-in/scanner.ts'))
      expect(files.some((file) => file.endsWith('.wasm'))).toBe(false)
    }
  })
})
