import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { formatDate, msgWith } from '~/ui/format'

/**
 * The back office's one home for time: every screen writes an instant through `formatBeijingTime`
 * and every date field goes through the input helpers below. The fair is in Shanghai and its
 * editors think in Beijing time (UTC+8, no daylight saving since 1991), so an instant is read as
 * the UTC fields eight hours on: the same text on a server in UTC and in a browser in any zone (no
 * hydration mismatch), and no Intl (whose first formatter is a long task while a page hydrates,
 * ADR 035). The date is the public pages' own (`formatDate`); the clock is 24-hour in both languages.
 * A screen says "(Beijing time)" once, in the column heading or label, not in every cell.
 */
const OFFSET_MS = 8 * 3_600_000

const DATE_AND_TIME = msg({
  comment:
    'A date and a time of day in Beijing time, e.g. "Nov 29, 2026, 16:05". date is written as on the public pages, time is "16:05" (24-hour clock).',
  message: '{date}, {time}',
})

/**
 * The named formats: `date` (Nov 29, 2026 / 2026年11月29日), `dateTime` to the minute,
 * `dateTimeSeconds` (logs, where the order within a minute matters) and `time` (16:05).
 */
export type BeijingTimeFormat = 'date' | 'dateTime' | 'dateTimeSeconds' | 'time'

/** An instant (a Date or an ISO string from the server) as the office shows it: Beijing time, the UI's language. */
export function formatBeijingTime(i18n: I18n, value: Date | string, format: BeijingTimeFormat = 'dateTime'): string {
  const instant = typeof value === 'string' ? new Date(value) : value
  const clock = new Date(instant.getTime() + OFFSET_MS).toISOString().slice(11, format === 'dateTimeSeconds' ? 19 : 16)
  if (format === 'time') return clock
  const date = formatDate(i18n, instant)
  if (format === 'date') return date
  return msgWith(i18n, DATE_AND_TIME, { date, time: clock })
}

/** ISO instant -> `YYYY-MM-DDTHH:mm` for `<input type="datetime-local">`, in Beijing time. */
export function toBeijingInput(iso: string): string {
  return new Date(new Date(iso).getTime() + OFFSET_MS).toISOString().slice(0, 16)
}

/** `YYYY-MM-DDTHH:mm` in Beijing time -> ISO instant, or undefined when the text is no date. */
export function fromBeijingInput(value: string): string | undefined {
  const date = new Date(`${value}:00+08:00`)
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString()
}
