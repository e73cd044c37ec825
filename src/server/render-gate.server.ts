import { envNumber } from './env-settings'

/**
 * Bounds the page renders in flight (ADR 011). Rendering is CPU work on one thread: beyond a few
 * at a time, more concurrent renders only make every answer slower and memory grow. Up to
 * `concurrency` run at once, up to `queue` more wait their turn, and anything beyond that is
 * refused at once (the caller answers 503 + Retry-After) instead of queueing without limit.
 */
export interface RenderGateOptions {
  concurrency: number
  queue: number
}

export function renderGateOptionsFromEnv(env = process.env): RenderGateOptions {
  return {
    concurrency: Math.max(1, Math.floor(envNumber(env.PAGE_RENDER_CONCURRENCY, 8))),
    queue: Math.floor(envNumber(env.PAGE_RENDER_QUEUE, 64)),
  }
}

/** Returned instead of a result when the gate is full. */
export const SHED = Symbol('shed')

export class RenderGate {
  private active = 0
  private readonly waiting: (() => void)[] = []

  constructor(private readonly options: RenderGateOptions) {}

  /** Runs `work` when a slot is free; `SHED` without running it when the queue is full too. */
  async run<T>(work: () => Promise<T>): Promise<T | typeof SHED> {
    if (this.active >= this.options.concurrency) {
      if (this.waiting.length >= this.options.queue) return SHED
      await new Promise<void>((resolve) => this.waiting.push(resolve))
    } else {
      this.active += 1
    }
    try {
      return await work()
    } finally {
      // The slot passes straight to the next waiter (active stays the same) or is freed.
      const next = this.waiting.shift()
      if (next) next()
      else this.active -= 1
    }
  }

  /** Runs `work` only when a slot is free right now (background work never queues). */
  tryRun(work: () => Promise<void>): Promise<void> {
    if (this.active >= this.options.concurrency) return Promise.resolve()
    return this.run(work).then(() => undefined)
  }
}
