import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

function entries(locale: string): Map<string, string> {
  const text = readFileSync(path.join(import.meta.dirname, locale, 'messages.po'), 'utf8')
  const map = new Map<string, string>()
  for (const m of text.matchAll(/^msgid (".*")\nmsgstr (".*")$/gm)) {
    const id = JSON.parse(m[1] ?? '""') as string
    if (id) map.set(id, JSON.parse(m[2] ?? '""') as string)
  }
  return map
}

describe('translation catalogs', () => {
  const cn = entries('cn')
  const en = entries('en')

  it('hold the same messages', () => {
    expect([...cn.keys()].sort()).toEqual([...en.keys()].sort())
    expect(cn.size).toBeGreaterThan(0)
  })

  it.each(['cn', 'en'])('translate every message in %s', (locale) => {
    const missing = [...(locale === 'cn' ? cn : en)].filter(([, text]) => text.trim() === '').map(([id]) => id)
    expect(missing, `untranslated messages in src/locales/${locale}/messages.po`).toEqual([])
  })
})
