import type { I18n, MessageDescriptor } from '@lingui/core'
import { localeOfLingui } from '~/i18n/locales'
import { groupDigits } from './number-symbols'

// Plural rules cost little to build (no number data); one per language is kept.
const pluralRules = new Map<string, Intl.PluralRules>()

/**
 * A message about a number of things, e.g. "3 exhibitors found". Its text chooses by `form`, the
 * CLDR plural category of `count` (`one`, `other`...) or `none` for zero, and shows `count` grouped:
 * `{form, select, none {No exhibitor found} one {{count} exhibitor found} other {{count} exhibitors found}}`.
 * Lingui's own `plural` builds an `Intl.NumberFormat` for its `#`, and the first one a page builds
 * costs a long task while it hydrates (see format.ts, ADR 035).
 */
export function msgCount(
  i18n: I18n,
  message: MessageDescriptor,
  count: number,
  values: Record<string, unknown> = {},
): string {
  let rules = pluralRules.get(i18n.locale)
  if (!rules) {
    rules = new Intl.PluralRules(i18n.locale)
    pluralRules.set(i18n.locale, rules)
  }
  const form = count === 0 ? 'none' : rules.select(count)
  const shown = groupDigits(localeOfLingui(i18n.locale), String(Math.trunc(count)))
  return i18n._({ ...message, values: { ...values, form, count: shown } })
}
