import { describe, expect, it, vi } from 'vitest'
import { RenderGate, SHED } from './render-gate.server'

const deferred = () => {
  let resolve = () => {}
  const promise = new Promise<void>((r) => {
    resolve = r
  })
  return { promise, resolve }
}

describe('RenderGate', () => {
  it('runs up to the limit, queues up to the queue length and sheds the rest', async () => {
    const gate = new RenderGate({ concurrency: 2, queue: 1, maxWaitMs: 60_000 })
    const release = deferred()
    let running = 0
    let peak = 0
    const work = async () => {
      running += 1
      peak = Math.max(peak, running)
      await release.promise
      running -= 1
      return 'done'
    }
    const results = [gate.run(work), gate.run(work), gate.run(work), gate.run(work)]
    expect(await results[3]).toBe(SHED)
    // Renders start on a later turn of the event loop (render-gate.server.ts).
    await new Promise((resolve) => setImmediate(resolve))
    release.resolve()
    expect(await Promise.all(results.slice(0, 3))).toEqual(['done', 'done', 'done'])
    expect(peak).toBe(2)
    // Every slot is free again.
    expect(await Promise.all([gate.run(async () => 1), gate.run(async () => 2)])).toEqual([1, 2])
  })

  it('skips background work when no slot is free', async () => {
    const gate = new RenderGate({ concurrency: 1, queue: 5, maxWaitMs: 60_000 })
    const release = deferred()
    const busy = gate.run(() => release.promise)
    let ran = false
    await gate.tryRun(async () => {
      ran = true
    })
    expect(ran).toBe(false)
    release.resolve()
    await busy
  })

  it('refuses a render that waited too long for a slot when one frees, and keeps the order of the others', async () => {
    let clock = 0
    const gate = new RenderGate({ concurrency: 1, queue: 5, maxWaitMs: 1000 }, () => clock)
    const release = deferred()
    const busy = gate.run(() => release.promise)
    const early = gate.run(async () => 'early')
    clock = 600
    const late = gate.run(async () => 'late')
    clock = 1100
    // `early` has waited 1100 ms: refused; `late` only 500 ms: its turn.
    release.resolve()
    await busy
    expect(await early).toBe(SHED)
    expect(await late).toBe('late')
    // The slot came back: a new render runs at once.
    expect(await gate.run(async () => 'next')).toBe('next')
  })

  it('refuses a render whose wait runs out while no slot frees', async () => {
    vi.useFakeTimers()
    try {
      const gate = new RenderGate({ concurrency: 1, queue: 5, maxWaitMs: 1000 })
      const release = deferred()
      const busy = gate.run(() => release.promise)
      const waiting = gate.run(async () => 'never')
      await vi.advanceTimersByTimeAsync(1001)
      expect(await waiting).toBe(SHED)
      release.resolve()
      await busy
    } finally {
      vi.useRealTimers()
    }
  })
})
