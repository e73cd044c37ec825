/**
 * A minimal RFC 5545 writer for the show dates: CRLF line endings, lines folded at 75 octets
 * (never inside a UTF-8 character), escaped TEXT values and UTC times (Shanghai has no DST, so
 * UTC needs no VTIMEZONE). Pure, so it is unit-tested without a server.
 */
interface IcsEvent {
  uid: string
  start: Date
  end: Date
  summary: string
  location?: string
  description?: string
  url?: string
}

export interface IcsCalendar {
  prodId: string
  name: string
  language: string
  events: readonly IcsEvent[]
  now?: Date
}

const CRLF = '\r\n'
const encoder = new TextEncoder()

function icsDate(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z')
}

/** TEXT escaping (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')
}

/** Folds one content line into chunks of at most 75 octets, continuation lines starting with a space. */
export function foldLine(line: string): string {
  const out: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = encoder.encode(char).length
    const limit = out.length === 0 ? 75 : 74 // continuation lines spend one octet on the leading space
    if (octets + size > limit) {
      out.push(current)
      current = ''
      octets = 0
    }
    current += char
    octets += size
  }
  out.push(current)
  return out.join(`${CRLF} `)
}

export function buildIcs(calendar: IcsCalendar): string {
  const stamp = icsDate(calendar.now ?? new Date())
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${calendar.prodId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
  ]
  for (const event of calendar.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${icsDate(event.start)}`,
      `DTEND:${icsDate(event.end)}`,
      `SUMMARY;LANGUAGE=${calendar.language}:${escapeText(event.summary)}`,
    )
    if (event.location) lines.push(`LOCATION;LANGUAGE=${calendar.language}:${escapeText(event.location)}`)
    if (event.description) lines.push(`DESCRIPTION;LANGUAGE=${calendar.language}:${escapeText(event.description)}`)
    if (event.url) lines.push(`URL:${event.url}`)
    lines.push('TRANSP:OPAQUE', 'END:VEVENT')
  }
  lines.push('END:VCALENDAR')
  return lines.map(foldLine).join(CRLF) + CRLF
}

const SHANGHAI_OFFSET_MS = 8 * 3600 * 1000
const DAY_MS = 86_400_000

/**
 * The show's opening hours as one interval per day. The first and last moments come from the
 * configured start/end times; each day's closing time is read from the hours text ("09:00-17:00"
 * ranges: the first range for every day but the last, the last range for the last day). Without
 * readable hours the show is one spanning interval.
 */
export function showDays(startUnix: number, endUnix: number, hoursText: string): { start: Date; end: Date }[] {
  const start = new Date(startUnix * 1000)
  const end = new Date(endUnix * 1000)
  if (!(end > start)) return []
  const ranges = [...hoursText.matchAll(/(\d{1,2}):(\d{2})\s*[-–~至]\s*(\d{1,2}):(\d{2})/g)].map((m) => ({
    open: Number(m[1]) * 60 + Number(m[2]),
    close: Number(m[3]) * 60 + Number(m[4]),
  }))
  const localMidnight = (d: Date) =>
    Math.floor((d.getTime() + SHANGHAI_OFFSET_MS) / DAY_MS) * DAY_MS - SHANGHAI_OFFSET_MS
  const firstDay = localMidnight(start)
  const lastDay = localMidnight(end)
  const days = Math.round((lastDay - firstDay) / DAY_MS) + 1
  const first = ranges[0]
  const last = ranges[ranges.length - 1]
  if (!first || !last || days > 31) return [{ start, end }]
  const out: { start: Date; end: Date }[] = []
  for (let i = 0; i < days; i++) {
    const midnight = firstDay + i * DAY_MS
    const range = i === days - 1 ? last : first
    const dayStart = i === 0 ? start : new Date(midnight + range.open * 60_000)
    const dayEnd = i === days - 1 ? end : new Date(midnight + range.close * 60_000)
    if (dayEnd > dayStart) out.push({ start: dayStart, end: dayEnd })
  }
  return out.length > 0 ? out : [{ start, end }]
}
