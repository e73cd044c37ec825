import { describe, expect, it } from 'vitest'
import { baseUrl, get } from '../support/http'
import { PUBLIC_PAGES } from '../support/public-pages'

/**
 * Every script a page names: its module entry and preloads (in a cached page they sit in the entry's
 * loader and in inert templates as JSON, ADR 024), and the chunks its hydration data lists.
 */
function scriptsOf(html: string): string[] {
  return [...new Set([...html.matchAll(/\/assets\/[\w.-]+\.js/g)].map((m) => m[0]))]
}

// Strings only the back office's code and catalog contain.
const BACK_OFFICE_MARKERS = [
  '/sign-in/email',
  '/two-factor/verify-totp',
  '后台登录',
  'Back office sign-in',
  'ProseMirror',
  // dnd-kit (the menu editor's drag and drop)
  'DndDescribedBy',
]

describe('public pages never load the back office', () => {
  it('no script loaded by a public page, in either language, carries back-office code or messages', async () => {
    const seen = new Set<string>()
    for (const page of PUBLIC_PAGES.flatMap((p) => [p, `/en${p === '/' ? '' : p}`])) {
      const html = await (await get(page)).text()
      for (const script of scriptsOf(html)) seen.add(script)
    }
    expect(seen.size).toBeGreaterThan(3)
    const offenders: string[] = []
    for (const script of seen) {
      const code = await (await fetch(baseUrl() + script)).text()
      for (const marker of BACK_OFFICE_MARKERS) if (code.includes(marker)) offenders.push(`${script}: ${marker}`)
    }
    expect(offenders).toEqual([])
  })

  it('the back office’s own screens do load it (the markers are real)', async () => {
    const html = await (await get('/admin/sign-in')).text()
    const code = await Promise.all(scriptsOf(html).map(async (s) => (await fetch(baseUrl() + s)).text()))
    expect(code.join('\n')).toContain('/sign-in/email')
  })
})
