import { afterEach, describe, expect, it } from 'vitest'
import { createI18n, loadAdminCatalog, loadCatalog } from '~/i18n/i18n'
import { LINGUI_LOCALE, LOCALES, type Locale } from '~/i18n/locales'
import { formatBeijingTime, fromBeijingInput, toBeijingInput } from './beijing-time'

/** The back office's messages: the public catalog and its own, merged as the router does. */
const officeI18n = async (locale: Locale) =>
  createI18n(locale, { ...(await loadCatalog(locale)), ...(await loadAdminCatalog(locale)) })

// 16:05:42 on 28 November in UTC (and in London) is 00:05:42 on 29 November in Beijing.
const NEAR_MIDNIGHT = '2026-11-28T16:05:42.000Z'

describe('Beijing time in the editor', () => {
  it('shows an instant as Beijing wall-clock time and reads it back', () => {
    expect(toBeijingInput('2026-06-10T16:30:00.000Z')).toBe('2026-06-11T00:30')
    expect(fromBeijingInput('2026-06-11T00:30')).toBe('2026-06-10T16:30:00.000Z')
    expect(fromBeijingInput('not a date')).toBeUndefined()
  })
})

describe('the office date formatter', () => {
  const zone = process.env.TZ
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ
    else process.env.TZ = zone
  })

  it('writes an instant just after Beijing midnight on the Beijing date, in both languages', async () => {
    const expected = {
      en: ['Nov 29, 2026', 'Nov 29, 2026, 00:05', 'Nov 29, 2026, 00:05:42', '00:05'],
      cn: ['2026年11月29日', '2026年11月29日 00:05', '2026年11月29日 00:05:42', '00:05'],
    }
    for (const locale of LOCALES) {
      const i18n = await officeI18n(locale)
      const written = (['date', 'dateTime', 'dateTimeSeconds', 'time'] as const).map((format) =>
        formatBeijingTime(i18n, NEAR_MIDNIGHT, format),
      )
      expect(written, locale).toEqual(expected[locale])
      expect(formatBeijingTime(i18n, new Date(NEAR_MIDNIGHT)), locale).toBe(expected[locale][1])
    }
  })

  // The server runs in UTC, an editor's browser in Shanghai, a colleague's laptop anywhere: the text
  // must not move. The local dates differ between these zones, so a formatter that read them would fail.
  it('writes the same text whatever the process’s time zone', async () => {
    const en = await officeI18n('en')
    const localDays = new Set<number>()
    for (const tz of ['UTC', 'Asia/Shanghai', 'America/Los_Angeles', 'Pacific/Kiritimati']) {
      process.env.TZ = tz
      localDays.add(new Date(NEAR_MIDNIGHT).getDate())
      expect(formatBeijingTime(en, NEAR_MIDNIGHT), tz).toBe('Nov 29, 2026, 00:05')
    }
    expect([...localDays].sort()).toEqual([28, 29])
  })

  // What Intl writes with the zone set to Shanghai on a 24-hour clock, across months, both sides of
  // Beijing's midnight (16:00 UTC) and noon, a leap day and the turn of a year.
  it.each(LOCALES)('writes what Intl writes in Shanghai on a 24-hour clock (%s)', async (locale) => {
    const i18n = await officeI18n(locale)
    const instants = Array.from({ length: 12 }, (_, m) => [
      new Date(Date.UTC(2026, m, 14, 15, 59, 59)),
      new Date(Date.UTC(2026, m, 14, 16, 0, 0)),
      new Date(Date.UTC(2026, m, 14, 4, 30, 5)),
    ]).flat()
    instants.push(new Date('2028-02-29T03:00:00Z'), new Date('2025-12-31T16:30:00Z'))
    const intl = (timeStyle: 'short' | 'medium') =>
      new Intl.DateTimeFormat(LINGUI_LOCALE[locale], {
        dateStyle: 'medium',
        timeStyle,
        timeZone: 'Asia/Shanghai',
        hourCycle: 'h23',
      })
    for (const instant of instants) {
      const iso = instant.toISOString()
      expect(formatBeijingTime(i18n, instant, 'dateTime'), iso).toBe(intl('short').format(instant))
      expect(formatBeijingTime(i18n, instant, 'dateTimeSeconds'), iso).toBe(intl('medium').format(instant))
    }
  })
})
