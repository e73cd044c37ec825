import { describe, expect, it } from 'vitest'
import { signalOf } from './door-signal'

describe('the door’s sound and vibration', () => {
  it('is a short high beep and a short vibration for a first check-in', () => {
    expect(signalOf('first')).toEqual({ vibrate: 80, frequency: 880, seconds: 0.12 })
  })

  it('is a long buzz for every other answer, lower for red than for amber', () => {
    const repeat = signalOf('repeat')
    const red = [signalOf('unknown'), signalOf('cancelled')]
    for (const answer of [repeat, ...red]) expect(answer).toMatchObject({ vibrate: [200, 100, 200], seconds: 0.4 })
    for (const answer of red) expect(answer.frequency).toBeLessThan(repeat.frequency)
    expect(repeat.frequency).toBeLessThan(signalOf('first').frequency)
  })
})
