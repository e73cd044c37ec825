import { msg } from '@lingui/core/macro'
import { describe, expect, it } from 'vitest'
import { createI18n, loadCatalog } from '~/i18n/i18n'
import { LINGUI_LOCALE, LOCALES } from '~/i18n/locales'
import { msgCount } from './count-message'
import { formatDate, formatFileSize, formatNumber } from './format'

describe('page formats', () => {
  it('formats numbers and sizes per locale', () => {
    expect(formatNumber('en', 6320)).toBe('6,320')
    expect(formatNumber('cn', 6320)).toBe('6,320')
    expect(formatNumber('en', 1234567.891)).toBe('1,234,567.891')
    expect(formatNumber('en', 2.5)).toBe('2.5')
    expect(formatNumber('en', 0.0005)).toBe('0.001')
    expect(formatNumber('en', -999.9996)).toBe('-1,000')
    expect(formatFileSize('en', 4_718_592)).toBe('4.5 MB')
    expect(formatFileSize('en', 86_016)).toBe('84 KB')
    expect(formatFileSize('en', 52_428_800)).toBe('50.0 MB')
  })

  // The formats stand in for Intl (which costs a long task while a page hydrates): they must write
  // what Intl writes, across magnitudes, fractions, halves and signs.
  it.each(LOCALES)('writes numbers as Intl.NumberFormat does (%s)', (locale) => {
    const values = [0, 1, 7, 12, 999, 1000, 1001, 6320, 12_345, 999_999, 1_000_000, 123_456_789, 2 ** 40]
    const fractions = [0.5, 0.25, 0.125, 0.0625, 1.005, 2.675, 0.1 + 0.2, 1 / 3, 2 / 3, 9.9995, 0.0004, 0.0005]
    const samples = [...values, ...fractions, ...values.map((v, i) => v + (fractions[i] ?? 0.5))]
    for (const value of [...samples, ...samples.map((v) => -v)]) {
      for (const options of [
        undefined,
        { maximumFractionDigits: 1, minimumFractionDigits: 1 },
        { maximumFractionDigits: 0 },
      ]) {
        const intl = new Intl.NumberFormat(LINGUI_LOCALE[locale], options).format(value)
        expect(formatNumber(locale, value, options), `${value} ${JSON.stringify(options)}`).toBe(intl)
      }
    }
  })

  it.each(LOCALES)('writes dates as Intl.DateTimeFormat does in Shanghai (%s)', async (locale) => {
    const i18n = createI18n(locale, await loadCatalog(locale))
    // Every month, both sides of Shanghai's midnight (16:00 UTC), a leap day and a year's last day.
    const dates = Array.from({ length: 12 }, (_, m) => [
      new Date(Date.UTC(2026, m, 14, 15, 59, 59)),
      new Date(Date.UTC(2026, m, 14, 16, 0, 0)),
    ]).flat()
    dates.push(new Date('2028-02-29T03:00:00Z'), new Date('2025-12-31T16:30:00Z'), new Date('1999-01-01T00:00:00Z'))
    for (const style of ['medium', 'long'] as const) {
      const intl = new Intl.DateTimeFormat(LINGUI_LOCALE[locale], { dateStyle: style, timeZone: 'Asia/Shanghai' })
      for (const date of dates) expect(formatDate(i18n, date, style), date.toISOString()).toBe(intl.format(date))
    }
  })

  it('chooses a count message by plural form, with the count grouped and zero of its own', async () => {
    const en = createI18n('en', await loadCatalog('en'))
    const zh = createI18n('cn', await loadCatalog('cn'))
    // The directory's result count, as in the catalogs.
    const found = msg`{form, select, one {{count} exhibitor found} other {{count} exhibitors found}}`
    expect(msgCount(en, found, 1)).toBe('1 exhibitor found')
    expect(msgCount(en, found, 1200)).toBe('1,200 exhibitors found')
    // A message without a `none` text says zero with its `other` one.
    expect(msgCount(en, found, 0)).toBe('0 exhibitors found')
    // Chinese has no singular: one is `other`.
    expect(msgCount(zh, found, 1)).toBe('共找到 1 家展商')
    expect(msgCount(zh, found, 1200)).toBe('共找到 1,200 家展商')
    const matches = msg`{form, select, none {Nothing matches.} one {{count} match} other {{count} matches}}`
    expect(msgCount(en, matches, 0)).toBe('Nothing matches.')
  })
})
