import { describe, expect, it } from 'vitest'
import { nextEditionDates, retentionStart, settingInstant, showDates } from './show-dates'

describe('the show dates the settings store', () => {
  it('reads whole Unix seconds and nothing else', () => {
    expect(settingInstant('1780000000')).toBe(1_780_000_000_000)
    expect(settingInstant(' 1780000000 ')).toBe(1_780_000_000_000)
    for (const bad of [undefined, '', 'soon', '1.5', '-1', '2026-11-29'])
      expect(settingInstant(bad), String(bad)).toBeNull()
  })

  it('counts retention from the show end, or from the time of writing when no end is set', () => {
    const now = Date.UTC(2026, 10, 29)
    expect(retentionStart({ exhibition_end_time: '1780000000' }, now)).toEqual(new Date(1_780_000_000_000))
    expect(retentionStart({ exhibition_end_time: '' }, now)).toEqual(new Date(now))
    expect(retentionStart({}, now)).toEqual(new Date(now))
    expect(showDates({ exhibition_start_time: '1779800000' })).toEqual({ startsAt: 1_779_800_000_000, endsAt: null })
  })

  it('gives the next edition only with both dates in order', () => {
    expect(nextEditionDates({ next_exhibition_start_time: '2', next_exhibition_end_time: '3' })).toEqual({
      startsAt: 2000,
      endsAt: 3000,
    })
    expect(nextEditionDates({ next_exhibition_start_time: '3', next_exhibition_end_time: '2' })).toBeNull()
    expect(nextEditionDates({ next_exhibition_start_time: '2' })).toBeNull()
  })
})
