import { describe, expect, it } from 'vitest'
import { cameraRepeatFilter } from './camera-repeats'

/** A filter whose timers run only when the test says so. */
function filter() {
  const timers: { run: () => void; ms: number }[] = []
  const passes = cameraRepeatFilter(3000, (run, ms) => timers.push({ run, ms }))
  const elapse = () => {
    for (const timer of timers.splice(0)) timer.run()
  }
  return { passes, timers, elapse }
}

describe('one answer per badge held in front of the camera', () => {
  it('lets a code through once, then ignores it until its hold is over', () => {
    const { passes, timers, elapse } = filter()
    expect(passes('A')).toBe(true)
    expect(passes('A')).toBe(false)
    expect(passes('A')).toBe(false)
    expect(timers.map((timer) => timer.ms)).toEqual([3000])
    elapse()
    expect(passes('A')).toBe(true)
  })

  it('lets another badge through at once, and the first again after it', () => {
    const { passes } = filter()
    expect(['A', 'B', 'B', 'A'].map(passes)).toEqual([true, true, false, true])
  })

  it('does not end a later code’s hold when an earlier code’s hold is over', () => {
    const { passes, timers } = filter()
    passes('A')
    passes('B')
    timers[0]?.run()
    expect(passes('B')).toBe(false)
    timers[1]?.run()
    expect(passes('B')).toBe(true)
  })
})
