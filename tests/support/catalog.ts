import { readFileSync } from 'node:fs'
import path from 'node:path'

import { LINGUI_LOCALE, type Locale } from '../../src/i18n/locales'

const root = path.resolve(import.meta.dirname, '../..')
const cache = new Map<string, Map<string, string>>()
type Catalog = 'messages' | 'admin'

/** One `.po` string as written over one or more quoted lines (`lingui extract` wraps long ones). */
const poString = (lines: string) =>
  lines
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as string)
    .join('')

/** Reads a `.po` catalog as msgid -> msgstr. */
function readCatalog(locale: Locale, catalog: Catalog = 'messages'): Map<string, string> {
  const key = `${locale}/${catalog}`
  const cached = cache.get(key)
  if (cached) return cached
  const text = readFileSync(path.join(root, `src/locales/${LINGUI_LOCALE[locale]}/${catalog}.po`), 'utf8')
  const map = new Map<string, string>()
  const re = /^msgid ((?:".*"\n)+)msgstr ((?:".*"(?:\n|$))+)/gm
  for (const m of text.matchAll(re)) {
    const id = poString(m[1] ?? '""')
    if (id) map.set(id, poString(m[2] ?? '""'))
  }
  cache.set(key, map)
  return map
}

/**
 * The text visitors see for a source message in `locale`, taken from the catalog so tests never
 * hard-code one language.
 */
export function t(locale: Locale, source: string): string {
  const text = readCatalog(locale).get(source)
  if (!text) throw new Error(`message not in the ${locale} catalog: ${source}`)
  return text
}

/** The same for the back office's own catalog. */
export function adminText(locale: Locale, source: string): string {
  const text = readCatalog(locale, 'admin').get(source)
  if (!text) throw new Error(`message not in the ${locale} admin catalog: ${source}`)
  return text
}
