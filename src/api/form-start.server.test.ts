import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { checkFormStart, FORM_START_MAX_AGE_MS, minFillMsFromEnv, signFormStart } from './form-start.server'

const key = randomBytes(32)
const shown = Date.parse('2026-06-01T02:00:00Z')
const at = (ms: number, stamp = signFormStart(key, shown)) =>
  checkFormStart(key, stamp, { now: shown + ms, minFillMs: 3_000 })

describe('the signed form start', () => {
  it('passes a stamp of ours once the minimum fill time is over, for a day', () => {
    expect(at(3_000)).toBe('ok')
    expect(at(FORM_START_MAX_AGE_MS)).toBe('ok')
    // Another server's clock a little ahead: never refused for good.
    expect(at(-5_000)).toBe('ok')
  })

  it('asks to send again when sent faster than a person fills the form in', () => {
    expect(at(0)).toBe('tooFast')
    expect(at(2_999)).toBe('tooFast')
  })

  it('refuses a client-made time, an altered or foreign stamp and one older than a day', () => {
    for (const stamp of [0, '0', String(shown - 60_000), undefined, '', null, { at: 0 }])
      expect(checkFormStart(key, stamp, { now: shown, minFillMs: 3_000 })).toBe('invalid')
    const stamp = signFormStart(key, shown)
    const [, nonce, mac] = stamp.split('.')
    expect(at(60_000, `${shown - 60_000}.${nonce}.${mac}`)).toBe('invalid')
    expect(checkFormStart(randomBytes(32), stamp, { now: shown + 60_000, minFillMs: 3_000 })).toBe('invalid')
    expect(at(FORM_START_MAX_AGE_MS + 1)).toBe('invalid')
  })

  it('takes its minimum fill time from FORM_MIN_FILL_MS (3 s unless set)', () => {
    expect(minFillMsFromEnv(undefined)).toBe(3_000)
    expect(minFillMsFromEnv('0')).toBe(0)
    expect(minFillMsFromEnv('250')).toBe(250)
    expect(minFillMsFromEnv('soon')).toBe(3_000)
  })
})
