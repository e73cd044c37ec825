import type { Locale } from '~/i18n/locales'

/** Digit grouping and decimal mark of each site language (CLDR: both write `1,234.5`). */
export const NUMBER_SYMBOLS: Record<Locale, { group: string; decimal: string }> = {
  cn: { group: ',', decimal: '.' },
  en: { group: ',', decimal: '.' },
}

/** A whole number's digits grouped by thousands, as the language writes them: `1234567` -> `1,234,567`. */
export function groupDigits(locale: Locale, digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, NUMBER_SYMBOLS[locale].group)
}
