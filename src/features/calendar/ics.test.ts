import { describe, expect, it } from 'vitest'
import { buildIcs, escapeText, foldLine, showDays } from './ics'

const encoder = new TextEncoder()

describe('ics', () => {
  it('splits the show into its days with the configured hours (Shanghai time)', () => {
    const days = showDays(1749603600, 1749798000, '11-12 June 09:00-17:00; 13 June 09:00-15:00')
    expect(days.map((d) => [d.start.toISOString(), d.end.toISOString()])).toEqual([
      ['2025-06-11T01:00:00.000Z', '2025-06-11T09:00:00.000Z'],
      ['2025-06-12T01:00:00.000Z', '2025-06-12T09:00:00.000Z'],
      ['2025-06-13T01:00:00.000Z', '2025-06-13T07:00:00.000Z'],
    ])
  })

  it('falls back to one spanning interval without readable hours', () => {
    expect(showDays(1749603600, 1749798000, '')).toHaveLength(1)
    expect(showDays(1749798000, 1749603600, '')).toEqual([])
  })

  it('escapes TEXT and folds at 75 octets without splitting a character', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne')
    const line = `SUMMARY:${'中国国际有机食品博览会'.repeat(4)}`
    const folded = foldLine(line)
    for (const part of folded.split('\r\n')) expect(encoder.encode(part).length).toBeLessThanOrEqual(75)
    expect(folded.replace(/\r\n /g, '')).toBe(line)
  })

  it('writes a calendar with CRLF, UID and DTSTAMP per event', () => {
    const ics = buildIcs({
      prodId: '-//Test//EN',
      name: 'Fair',
      language: 'en',
      now: new Date('2025-01-01T00:00:00Z'),
      events: [
        { uid: 'a@x', start: new Date('2025-06-11T01:00:00Z'), end: new Date('2025-06-11T09:00:00Z'), summary: 'Fair' },
      ],
    })
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true)
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true)
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/\n/)
    expect(ics).toContain('DTSTAMP:20250101T000000Z\r\n')
    expect(ics).toContain('DTSTART:20250611T010000Z\r\n')
    expect(ics).toContain('UID:a@x\r\n')
  })
})
