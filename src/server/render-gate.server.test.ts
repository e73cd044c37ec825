import { describe, expect, it } from 'vitest'
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
    const gate = new RenderGate({ concurrency: 2, queue: 1 })
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
    release.resolve()
    expect(await Promise.all(results.slice(0, 3))).toEqual(['done', 'done', 'done'])
    expect(peak).toBe(2)
    // Every slot is free again.
    expect(await Promise.all([gate.run(async () => 1), gate.run(async () => 2)])).toEqual([1, 2])
  })

  it('skips background work when no slot is free', async () => {
    const gate = new RenderGate({ concurrency: 1, queue: 5 })
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
})
