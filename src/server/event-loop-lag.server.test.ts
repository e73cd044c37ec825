import { describe, expect, it } from 'vitest'
import { EventLoopLag } from './event-loop-lag.server'

const turns = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('EventLoopLag', () => {
  it('shows a loop held up by synchronous work, and lets it fade once the loop keeps time', async () => {
    const lag = new EventLoopLag(10).start()
    try {
      await turns(50)
      expect(lag.current()).toBeLessThan(150)
      const until = performance.now() + 300
      while (performance.now() < until) {
        // The loop is held: no timer fires.
      }
      await turns(1)
      expect(lag.current()).toBeGreaterThanOrEqual(250)
      // Halved on each tick that comes on time: well below after a dozen ticks.
      await turns(200)
      expect(lag.current()).toBeLessThan(100)
    } finally {
      lag.stop()
    }
  })
})
