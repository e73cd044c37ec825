import { describe, expect, it } from 'vitest'
import { countdownParts, secondsLeft } from './countdown'

describe('countdown', () => {
  const start = 1_749_603_600
  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = (start - (2 * 86_400 + 3 * 3_600 + 4 * 60 + 5)) * 1000
    expect(countdownParts(secondsLeft(start, now))).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 })
  })
  it('rounds a partial second up so the last second shows 1, not 0', () => {
    expect(secondsLeft(start, (start - 0.5) * 1000)).toBe(1)
  })
  it('is zero at and after the start, never negative', () => {
    expect(secondsLeft(start, start * 1000)).toBe(0)
    expect(secondsLeft(start, (start + 3600) * 1000)).toBe(0)
    expect(countdownParts(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 })
  })
  it('treats a missing start time as zero', () => {
    expect(secondsLeft(Number.NaN, Date.now())).toBe(0)
  })
})
