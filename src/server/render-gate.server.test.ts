import { describe, expect, it, vi } from 'vitest'
import { RenderGate, SHED, STALL_FACTOR } from './render-gate.server'

const deferred = () => {
  let resolve = () => {}
  const promise = new Promise<void>((r) => {
    resolve = r
  })
  return { promise, resolve }
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve))

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
    // Renders start on a later turn of the event loop, one a turn (render-gate.server.ts).
    await nextTurn()
    await nextTurn()
    release.resolve()
    expect(await Promise.all(results.slice(0, 3))).toEqual(['done', 'done', 'done'])
    expect(peak).toBe(2)
    // Every slot is free again.
    expect(await Promise.all([gate.run(async () => 1), gate.run(async () => 2)])).toEqual([1, 2])
  })

  it('starts one render a turn of the event loop, so requests are read between two renders', async () => {
    const gate = new RenderGate({ concurrency: 4, queue: 0, maxWaitMs: 60_000 })
    const started: number[] = []
    let turn = 0
    const runs = [1, 2, 3].map((n) =>
      gate.run(async () => {
        started.push(n)
        return n
      }),
    )
    // What a socket's data would be: read on every turn, between the renders.
    const turns = (async () => {
      for (; turn < 4; turn += 1) {
        expect(started.length).toBeLessThanOrEqual(turn)
        await nextTurn()
      }
    })()
    expect(await Promise.all(runs)).toEqual([1, 2, 3])
    await turns
    expect(started).toEqual([1, 2, 3])
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

  it('serves a queued render whose wait ran past the budget, since refusing it then would be a late 503', async () => {
    let clock = 0
    const gate = new RenderGate({ concurrency: 1, queue: 5, maxWaitMs: 1000 }, () => clock)
    const release = deferred()
    const busy = gate.run(() => release.promise)
    const waiting = gate.run(async () => 'served')
    clock = 1100
    release.resolve()
    await busy
    expect(await waiting).toBe('served')
  })

  it('refuses a render that waited beyond the stall backstop when a slot frees, and keeps the order of the others', async () => {
    let clock = 0
    const gate = new RenderGate({ concurrency: 1, queue: 5, maxWaitMs: 1000 }, () => clock)
    const release = deferred()
    const busy = gate.run(() => release.promise)
    const early = gate.run(async () => 'early')
    clock = 600
    const late = gate.run(async () => 'late')
    clock = STALL_FACTOR * 1000 + 100
    // `early` has waited past the backstop: refused; `late` 600 ms less: its turn.
    release.resolve()
    await busy
    expect(await early).toBe(SHED)
    expect(await late).toBe('late')
    // The slot came back: a new render runs at once.
    expect(await gate.run(async () => 'next')).toBe('next')
  })

  it('refuses a render whose wait runs past the stall backstop while no slot frees', async () => {
    vi.useFakeTimers()
    try {
      const gate = new RenderGate({ concurrency: 1, queue: 5, maxWaitMs: 1000 })
      const release = deferred()
      const busy = gate.run(() => release.promise)
      let answer: string | typeof SHED | undefined
      const waiting = gate
        .run(async () => 'never')
        .then((a) => {
          answer = a
          return a
        })
      await vi.advanceTimersByTimeAsync(1001)
      expect(answer).toBeUndefined()
      await vi.advanceTimersByTimeAsync(STALL_FACTOR * 1000)
      expect(await waiting).toBe(SHED)
      release.resolve()
      await busy
    } finally {
      vi.useRealTimers()
    }
  })

  it('refuses at once a render whose wait, by the recent pace of renders, would be too long', async () => {
    let clock = 0
    const gate = new RenderGate({ concurrency: 1, queue: 100, maxWaitMs: 1000 }, () => clock)
    // Renders that take 300 ms each, one after the other, while others wait: the pace is learnt.
    const releases = [deferred(), deferred(), deferred()]
    const runs = releases.map((r) => gate.run(() => r.promise))
    for (const r of releases) {
      await nextTurn()
      clock += 300
      r.resolve()
      await nextTurn()
    }
    await Promise.all(runs)
    expect(gate.expectedWaitMs()).toBe(0)
    // One running, then three waiting: a fourth would wait 4 x 300 ms > 1000 ms, so it is refused
    // now, without waiting, and the three before it are not.
    const busy = deferred()
    const first = gate.run(() => busy.promise)
    const waiting = [gate.run(async () => 1), gate.run(async () => 2), gate.run(async () => 3)]
    expect(gate.expectedWaitMs()).toBe(1200)
    expect(gate.wouldShed()).toBe(true)
    expect(await gate.run(async () => 'too late')).toBe(SHED)
    busy.resolve()
    await first
    expect(await Promise.all(waiting)).toEqual([1, 2, 3])
  })

  it('refuses a render that would queue while the event loop runs later than the longest wait', async () => {
    let lag = 800
    const gate = new RenderGate({ concurrency: 1, queue: 64, maxWaitMs: 500, lag: () => lag })
    // A free slot: the render starts on the next turn, however late the loop (not ours to shed).
    expect(gate.wouldShed()).toBe(false)
    const busy = deferred()
    const first = gate.run(() => busy.promise)
    // Every slot taken: waiting behind a loop that late is beyond the budget.
    expect(gate.wouldShed()).toBe(true)
    expect(await gate.run(async () => 'rendered')).toBe(SHED)
    lag = 100
    const second = gate.run(async () => 'rendered')
    busy.resolve()
    await first
    expect(await second).toBe('rendered')
  })
})
