import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { LINGUI_LOCALES, type LinguiLocale } from '~/i18n/locales'

/** The public pages' catalog and the back office's own. */
const CATALOGS = ['messages', 'admin', 'mail'] as const
type Catalog = (typeof CATALOGS)[number]

function read(locale: LinguiLocale, catalog: Catalog): string {
  return readFileSync(path.join(import.meta.dirname, locale, `${catalog}.po`), 'utf8')
}

function entries(locale: LinguiLocale, catalog: Catalog): Map<string, string> {
  const map = new Map<string, string>()
  for (const m of read(locale, catalog).matchAll(/^msgid (".*")\nmsgstr (".*")$/gm)) {
    const id = JSON.parse(m[1] ?? '""') as string
    if (id) map.set(id, JSON.parse(m[2] ?? '""') as string)
  }
  return map
}

/** The PO header (the msgstr of the empty msgid) as field -> value. */
function header(locale: LinguiLocale, catalog: Catalog): Map<string, string> {
  const block = read(locale, catalog).match(/^msgid ""\nmsgstr ""\n((?:".*"\n)+)/)?.[1] ?? ''
  const fields = new Map<string, string>()
  for (const line of block.split('\n').filter(Boolean)) {
    const [name, ...value] = (JSON.parse(line) as string).replace(/\n$/, '').split(': ')
    if (name) fields.set(name, value.join(': '))
  }
  return fields
}

describe.each(CATALOGS)('translation catalog %s', (catalog) => {
  const zh = entries('zh-CN', catalog)
  const en = entries('en', catalog)

  it('hold the same messages', () => {
    expect([...zh.keys()].sort()).toEqual([...en.keys()].sort())
    expect(zh.size).toBeGreaterThan(0)
  })

  it.each(LINGUI_LOCALES)('translate every message in %s', (locale) => {
    const missing = [...(locale === 'zh-CN' ? zh : en)].filter(([, text]) => text.trim() === '').map(([id]) => id)
    expect(missing, `untranslated messages in src/locales/${locale}/${catalog}.po`).toEqual([])
  })

  // PO editors (Poedit, Weblate) and msgfmt read the language and plural rules from the header;
  // `lingui extract --clean` (the first step of `npm test`) must leave it as written.
  it.each([
    ['zh-CN', 'zh_CN', 'nplurals=1; plural=0;'],
    ['en', 'en', 'nplurals=2; plural=(n != 1);'],
  ] as const)('%s declares its language and plural forms for PO editors', (locale, language, plurals) => {
    const fields = header(locale, catalog)
    expect(fields.get('Language')).toBe(language)
    expect(fields.get('Plural-Forms')).toBe(plurals)
    expect(fields.get('Content-Type')).toBe('text/plain; charset=UTF-8')
    expect(fields.get('Language-Team')).toBeTruthy()
  })
})
