import type { Locale } from '~/i18n/locales'

/**
 * Pure helpers to turn rows carrying both languages (`titleCn` / `titleEn`) into single-language
 * objects (`title`). Repositories return both languages so one cached read serves both locales; the
 * API or page decides which one to show.
 */

type CnKey<K> = K extends `${infer Base}Cn` ? Base : never
type EnKey<K> = K extends `${infer Base}En` ? Base : never

/** Base names of keys present in both languages. */
type BaseOf<T> = Extract<CnKey<keyof T>, EnKey<keyof T>>

export type Localised<T> = {
  [K in keyof T as K extends `${BaseOf<T>}Cn` | `${BaseOf<T>}En` ? never : K]: T[K]
} & {
  [B in BaseOf<T>]: T[`${B}Cn` & keyof T]
}

const SUFFIX: Record<Locale, string> = { cn: 'Cn', en: 'En' }

/** The other language, the one a missing translation falls back to. */
export const otherLocale = (locale: Locale): Locale => (locale === 'cn' ? 'en' : 'cn')

/** Empty, null or only spaces: a translation nobody wrote yet. */
const isBlank = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && !value.trim())

/**
 * `pickLocale({ id: 1, titleCn: '开幕', titleEn: 'Opening' }, 'en')` gives `{ id: 1, title: 'Opening' }`.
 * Only keys present in both languages are folded. A public page never shows an empty field for a
 * missing translation: a value that is empty, blank or null in the chosen language falls back to the
 * other language's (either way), so a half-translated row still renders.
 */
export function pickLocale<T extends object>(row: T, locale: Locale): Localised<T> {
  const source = row as Record<string, unknown>
  const out: Record<string, unknown> = {}
  const paired = new Set<string>()
  for (const key of Object.keys(source)) {
    const base = key.endsWith('Cn') ? key.slice(0, -2) : undefined
    if (base && `${base}En` in source) paired.add(base)
  }
  for (const [key, value] of Object.entries(source)) {
    const base = key.slice(0, -2)
    if (!paired.has(base) || !(key.endsWith('Cn') || key.endsWith('En'))) out[key] = value
  }
  for (const base of paired) {
    const wanted = source[`${base}${SUFFIX[locale]}`]
    out[base] = isBlank(wanted) ? source[`${base}${SUFFIX[otherLocale(locale)]}`] : wanted
  }
  return out as Localised<T>
}

export function pickLocaleList<T extends object>(rows: readonly T[], locale: Locale): Localised<T>[] {
  return rows.map((row) => pickLocale(row, locale))
}
