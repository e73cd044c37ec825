import { envNumber } from './env-settings'

/**
 * Bounds the page renders in flight (ADR 011, ADR 022). Rendering is CPU work on one thread: beyond
 * a few at a time, more concurrent renders only make every answer slower and memory grow. Up to
 * `concurrency` run at once, up to `queue` more wait their turn, and anything beyond that is
 * refused at once (the caller answers 503 + Retry-After) instead of queueing without limit.
 *
 * A queue bounded by length alone does not bound the wait: when renders slow down (a busy
 * machine, a slow database) 64 waiting renders can be seconds of work. So a render that has waited
 * `maxWaitMs` without getting a slot is refused too; an accepted answer then takes at most that
 * wait plus its own render, whatever the load. The wait is checked when a slot frees (a timer alone
 * would not do: renders read cached data without real I/O, so a busy queue runs as one long chain
 * of promise jobs, during which no timer fires), and by a timer for a slot that never frees.
 *
 * A render starts on a later turn of the event loop than its request, never at once: a render reads
 * cached data without real I/O, so it runs from start to end without yielding, and without that
 * turn the next request would not even be read before the previous render ended. The gate would
 * then never see more than one render, and the real queue would be the socket buffers, unbounded
 * and invisible. With it, Node reads the requests that arrived between renders: they queue here
 * (cache hits and health checks are answered meanwhile), and the excess is shed at once.
 */
export interface RenderGateOptions {
  concurrency: number
  queue: number
  maxWaitMs: number
}

export function renderGateOptionsFromEnv(env = process.env): RenderGateOptions {
  return {
    concurrency: Math.max(1, Math.floor(envNumber(env.PAGE_RENDER_CONCURRENCY, 8))),
    queue: Math.floor(envNumber(env.PAGE_RENDER_QUEUE, 64)),
    maxWaitMs: envNumber(env.PAGE_RENDER_QUEUE_MS, 1000),
  }
}

/** Returned instead of a result when the gate is full, or the wait for a slot too long. */
export const SHED = Symbol('shed')

interface Waiter {
  admit(admitted: boolean): void
  since: number
  timer: ReturnType<typeof setTimeout>
}

export class RenderGate {
  private active = 0
  private readonly waiting: Waiter[] = []

  constructor(
    private readonly options: RenderGateOptions,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Runs `work` when a slot is free; `SHED` without running it when the queue is full or the wait too long. */
  async run<T>(work: () => Promise<T>): Promise<T | typeof SHED> {
    if (this.active >= this.options.concurrency) {
      if (this.waiting.length >= this.options.queue) return SHED
      const admitted = await new Promise<boolean>((resolve) => {
        const waiter: Waiter = {
          admit: resolve,
          since: this.now(),
          timer: setTimeout(() => {
            this.waiting.splice(this.waiting.indexOf(waiter), 1)
            resolve(false)
          }, this.options.maxWaitMs),
        }
        this.waiting.push(waiter)
      })
      if (!admitted) return SHED
    } else {
      this.active += 1
      await new Promise((resolve) => setImmediate(resolve))
    }
    try {
      return await work()
    } finally {
      this.release()
    }
  }

  /** The slot passes to the next waiter that has not waited too long (active stays the same), or is freed. */
  private release(): void {
    for (let next = this.waiting.shift(); next; next = this.waiting.shift()) {
      clearTimeout(next.timer)
      if (this.now() - next.since > this.options.maxWaitMs) {
        next.admit(false)
        continue
      }
      const admit = next.admit
      setImmediate(() => admit(true))
      return
    }
    this.active -= 1
  }

  /** Runs `work` only when a slot is free right now (background work never queues). */
  tryRun(work: () => Promise<void>): Promise<void> {
    if (this.active >= this.options.concurrency) return Promise.resolve()
    return this.run(work).then(() => undefined)
  }
}
