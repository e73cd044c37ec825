import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Locale } from '~/i18n/locales'
import { groupDigits, NUMBER_SYMBOLS } from './number-symbols'

// Why these formats do not call Intl: they run while React hydrates a page, and the first
// `Intl.NumberFormat` or `Intl.DateTimeFormat` a page builds costs Chromium 30-100 ms of main thread
// (ICU loads its number and calendar data), one long task in the middle of hydration on every page
// with a date, a figure or a count. Lingui's `plural` builds one too (it formats `#`). Our two
// languages write numbers alike and their dates are a pattern of three numbers, so the formats are
// made here, the same on server and browser, and tested against Intl (ADR 035).

export interface NumberFormatOptions {
  minimumFractionDigits?: number
  /** 3 unless given, as Intl. */
  maximumFractionDigits?: number
}

/**
 * A number as `Intl.NumberFormat` writes it in the page's language (grouped, rounded half away from
 * zero on its shortest decimal form, at most three decimals unless told), without Intl.
 */
export function formatNumber(locale: Locale, value: number, options: NumberFormatOptions = {}): string {
  if (!Number.isFinite(value)) return String(value)
  const minimum = options.minimumFractionDigits ?? 0
  const maximum = Math.max(minimum, options.maximumFractionDigits ?? 3)
  const [whole, fraction] = roundedDigits(Math.abs(value), maximum)
  const kept = fraction.replace(/0+$/, '').padEnd(minimum, '0')
  const sign = value < 0 || Object.is(value, -0) ? '-' : ''
  return `${sign}${groupDigits(locale, whole)}${kept ? NUMBER_SYMBOLS[locale].decimal + kept : ''}`
}

/** The whole and fraction digits of a non-negative number rounded half up to `digits` decimals. */
function roundedDigits(value: number, digits: number): [string, string] {
  // The shortest decimal that reads back as the number (what Intl rounds), unless it is exponential.
  const text = /e/i.test(String(value)) ? value.toFixed(digits) : String(value)
  const [whole = '0', fraction = ''] = text.split('.')
  if (fraction.length <= digits) return [whole, fraction]
  const roundUp = (fraction[digits] ?? '0') >= '5'
  const scaled = BigInt(whole + fraction.slice(0, digits)) + (roundUp ? 1n : 0n)
  const all = scaled.toString().padStart(digits + 1, '0')
  return [all.slice(0, all.length - digits), all.slice(all.length - digits)]
}

// China has kept UTC+8 all year since 1991, so a date in Shanghai is the UTC date eight hours on.
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000

const DATE_FORMATS = {
  medium: msg({
    comment: 'A calendar date, e.g. "Nov 3, 2025". month is its number (1-12), day and year numbers.',
    message:
      '{month, select, 1 {Jan} 2 {Feb} 3 {Mar} 4 {Apr} 5 {May} 6 {Jun} 7 {Jul} 8 {Aug} 9 {Sep} 10 {Oct} 11 {Nov} other {Dec}} {day}, {year}',
  }),
  long: msg({
    comment: 'A calendar date, e.g. "November 3, 2025". month is its number (1-12), day and year numbers.',
    message:
      '{month, select, 1 {January} 2 {February} 3 {March} 4 {April} 5 {May} 6 {June} 7 {July} 8 {August} 9 {September} 10 {October} 11 {November} other {December}} {day}, {year}',
  }),
} satisfies Record<string, MessageDescriptor>

/** A calendar date as the fair's visitors read it: in Shanghai time, in the page's language. */
export function formatDate(i18n: I18n, value: Date, dateStyle: keyof typeof DATE_FORMATS = 'medium'): string {
  const shanghai = new Date(value.getTime() + SHANGHAI_OFFSET_MS)
  return msgWith(i18n, DATE_FORMATS[dateStyle], {
    year: shanghai.getUTCFullYear(),
    month: shanghai.getUTCMonth() + 1,
    day: shanghai.getUTCDate(),
  })
}

/** File sizes in binary units (1 MB = 1,048,576 bytes), one decimal above 1 MB, e.g. "4.5 MB". */
export function formatFileSize(locale: Locale, bytes: number): string {
  if (bytes >= 1024 * 1024)
    return `${formatNumber(locale, bytes / (1024 * 1024), { maximumFractionDigits: 1, minimumFractionDigits: 1 })} MB`
  return `${formatNumber(locale, Math.max(1, Math.round(bytes / 1024)))} KB`
}

/** A catalog message with values (`i18n._` takes values only with the descriptor form). */
export function msgWith(i18n: I18n, message: MessageDescriptor, values: Record<string, unknown>): string {
  return i18n._({ ...message, values })
}
