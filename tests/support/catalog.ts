import { readFileSync } from 'node:fs'
import path from 'node:path'

type Locale = 'cn' | 'en'
const root = path.resolve(import.meta.dirname, '../..')
const cache = new Map<Locale, Map<string, string>>()

/** Reads a `.po` catalog as msgid -> msgstr (single-line entries, as `lingui extract` writes them). */
export function readCatalog(locale: Locale): Map<string, string> {
  const cached = cache.get(locale)
  if (cached) return cached
  const text = readFileSync(path.join(root, `src/locales/${locale}/messages.po`), 'utf8')
  const map = new Map<string, string>()
  const re = /^msgid (".*")\nmsgstr (".*")$/gm
  for (const m of text.matchAll(re)) {
    const id = JSON.parse(m[1] ?? '""') as string
    if (id) map.set(id, JSON.parse(m[2] ?? '""') as string)
  }
  cache.set(locale, map)
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
