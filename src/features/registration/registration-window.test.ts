import { describe, expect, it } from 'vitest'
import { nextEditionDates } from '~/contracts/show-dates'
import { registrationClosed } from './registration-window'

// The seed's show: 11-13 June 2025, closing 15:00 Beijing time on the 13th.
const seed = { exhibition_start_time: '1749603600', exhibition_end_time: '1749798000' }

describe('the registration window', () => {
  it('is open until the show closes, the last day included, and closed after', () => {
    expect(registrationClosed(seed, Date.parse('2025-05-01T00:00:00Z'))).toBe(false)
    expect(registrationClosed(seed, Date.parse('2025-06-13T06:59:59Z'))).toBe(false)
    expect(registrationClosed(seed, Date.parse('2025-06-13T07:00:01Z'))).toBe(true)
    expect(registrationClosed(seed, Date.parse('2026-11-29T00:00:00Z'))).toBe(true)
  })

  it('stays open when the settings name no end', () => {
    expect(registrationClosed({}, Date.now())).toBe(false)
    expect(registrationClosed({ exhibition_end_time: '' }, Date.now())).toBe(false)
  })

  it('names the next edition only when both its dates are set, in order', () => {
    expect(nextEditionDates(seed)).toBeNull()
    expect(nextEditionDates({ next_exhibition_start_time: '1780000000', next_exhibition_end_time: '' })).toBeNull()
    expect(
      nextEditionDates({ next_exhibition_start_time: '1780200000', next_exhibition_end_time: '1780000000' }),
    ).toBeNull()
    expect(
      nextEditionDates({ next_exhibition_start_time: '1780000000', next_exhibition_end_time: '1780200000' }),
    ).toEqual({ startsAt: 1_780_000_000_000, endsAt: 1_780_200_000_000 })
  })
})
