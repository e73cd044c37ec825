import { envNumber } from './env-settings'

/**
 * Bounds the page renders in flight (ADR 011, ADR 022). Rendering is CPU work on one thread: beyond
 * a few at a time, more concurrent renders only make every answer slower and memory grow. Up to
 * `concurrency` run at once, up to `queue` more wait their turn, and anything beyond that is
 * refused at once (the caller answers 503 + Retry-After) instead of queueing without limit.
 *
 * A queue bounded by length alone does not bound the wait: when renders slow down (a busy
 * machine, a slow database) 64 waiting renders can be seconds of work. So a render that has waited
 * too long without getting a slot (the stall backstop, below) is refused too; an accepted answer
 * then takes at most that wait plus its own render, whatever the load. The wait is checked when a slot frees (a timer alone
 * would not do: renders read cached data without real I/O, so a busy queue runs as one long chain
 * of promise jobs, during which no timer fires), and by a timer for a slot that never frees.
 *
 * A render starts on a later turn of the event loop than its request, never at once, and on a turn
 * of its own: a render reads cached data without real I/O, so it runs from start to end without
 * yielding, and without that turn the next request would not even be read before the previous render
 * ended. The gate would then never see more than one render, and the real queue would be the socket
 * buffers, unbounded and invisible. With it, Node reads the requests that arrived between renders:
 * they queue here (cache hits and health checks are answered meanwhile), and the excess is shed at
 * once. One render a turn, not all those admitted in it: the renders started in one turn ran back to
 * back (8 slots, a few ms each), and a request to be refused waited for all of them before Node read
 * it (issue 23: shed p99 around 60 ms as the client saw it, against 50).
 *
 * Once in the queue, a render is served, even when its wait runs past `maxWaitMs` (the recent pace
 * mispredicts it: the first second of a burst, before the pace is learnt, or the machine giving the
 * process less all at once). Refusing it then would be the worst answer of all: a 503 after half a
 * second, to a visitor whose render is next (CI saw a server-side shed p99 of 501 ms that way,
 * against issue 23's 50 ms). Only a wait beyond `STALL_FACTOR` times `maxWaitMs` is refused, the
 * backstop for slots that do not free; the accepted answer's bound is then that plus its render.
 *
 * A full queue and a wait that ran out both shed late: the refused visitor has already waited, and
 * a queue of 64 slow renders is seconds of work (issue 23: shed 503s after 6 s under twice the
 * capacity). So a render is also refused at admission when the wait it would have is beyond
 * `maxWaitMs`: the renders ahead of it (those waiting, each costing the recent time between two
 * renders ending) plus, when every slot is taken, how late the event loop runs (`lag`, what a
 * request waits before Node reads it, event-loop-lag.server.ts). `wouldShed()` asks the same
 * before anything else is done with a request, so its 503 costs no routing and no render (ADR 029).
 */
export interface RenderGateOptions {
  concurrency: number
  queue: number
  maxWaitMs: number
  /** How late the event loop runs now, in ms (event-loop-lag.server.ts); none: not counted. */
  lag?: () => number
}

export function renderGateOptionsFromEnv(env = process.env): RenderGateOptions {
  return {
    concurrency: Math.max(1, Math.floor(envNumber(env.PAGE_RENDER_CONCURRENCY, 8))),
    queue: Math.floor(envNumber(env.PAGE_RENDER_QUEUE, 64)),
    maxWaitMs: envNumber(env.PAGE_RENDER_QUEUE_MS, 500),
  }
}

/** Returned instead of a result when the gate is full, or the wait for a slot too long. */
export const SHED = Symbol('shed')

interface Waiter {
  admit(admitted: boolean): void
  since: number
  timer: ReturnType<typeof setTimeout>
}

/** How many times `maxWaitMs` a queued render may wait before it is refused after all (the stall backstop). */
export const STALL_FACTOR = 2

/** Weight of the latest figure in a recent one (an exponential moving average). */
const RECENT_WEIGHT = 0.2
const recent = (average: number, latest: number) =>
  average === 0 ? latest : average + RECENT_WEIGHT * (latest - average)

export class RenderGate {
  private active = 0
  private readonly waiting: Waiter[] = []
  /** Recent wall time of a render, in ms (0 until one has run). */
  private renderMs = 0
  /**
   * Recent time between two renders ending while others waited, in ms (0 until measured): what
   * each place in the queue costs. Renders share one thread, so it is about a render's CPU time
   * whatever the concurrency, and it grows when the machine gives the process less.
   */
  private intervalMs = 0
  private lastBusyRelease: number | undefined
  /** Renders admitted but not started yet, one started a turn (`startOnATurnOfItsOwn`). */
  private readonly starts: (() => void)[] = []
  private pacing = false

  constructor(
    private readonly options: RenderGateOptions,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** How long a queued render may wait for its slot before it is refused after all. */
  private get stallMs(): number {
    return STALL_FACTOR * this.options.maxWaitMs
  }

  /**
   * The wait a render asked for now would have, in ms: none while a slot is free; when every slot
   * is taken, how late the loop runs plus the renders queued ahead of it.
   */
  expectedWaitMs(): number {
    // With a slot free the render starts on the next turn: a late loop (a pause, other processes
    // on the machine) is not ours to shed, and refusing then would only lose answers.
    if (this.active < this.options.concurrency) return 0
    const lag = this.options.lag?.() ?? 0
    return lag + (this.waiting.length + 1) * (this.intervalMs || this.renderMs)
  }

  /** Whether a render asked for now would be refused (the queue full, or the wait it would have too long). */
  wouldShed(): boolean {
    if (this.active >= this.options.concurrency && this.waiting.length >= this.options.queue) return true
    return this.expectedWaitMs() > this.options.maxWaitMs
  }

  /** Runs `work` when a slot is free; `SHED` without running it when the queue is full or the wait too long. */
  async run<T>(work: () => Promise<T>): Promise<T | typeof SHED> {
    if (this.wouldShed()) return SHED
    if (this.active >= this.options.concurrency) {
      const admitted = await new Promise<boolean>((resolve) => {
        const waiter: Waiter = {
          admit: resolve,
          since: this.now(),
          timer: setTimeout(() => {
            this.waiting.splice(this.waiting.indexOf(waiter), 1)
            resolve(false)
          }, this.stallMs),
        }
        this.waiting.push(waiter)
      })
      if (!admitted) return SHED
    } else {
      this.active += 1
      await new Promise<void>((resolve) => this.startOnATurnOfItsOwn(resolve))
    }
    const started = this.now()
    try {
      return await work()
    } finally {
      this.renderMs = recent(this.renderMs, this.now() - started)
      this.release()
    }
  }

  /** The slot passes to the next waiter that has not waited too long (active stays the same), or is freed. */
  private release(): void {
    const now = this.now()
    if (this.waiting.length > 0 && this.lastBusyRelease !== undefined)
      this.intervalMs = recent(this.intervalMs, now - this.lastBusyRelease)
    this.lastBusyRelease = this.waiting.length > 0 ? now : undefined
    for (let next = this.waiting.shift(); next; next = this.waiting.shift()) {
      clearTimeout(next.timer)
      if (now - next.since > this.stallMs) {
        next.admit(false)
        continue
      }
      const admit = next.admit
      this.startOnATurnOfItsOwn(() => admit(true))
      return
    }
    this.active -= 1
  }

  /**
   * Calls `start` on a later turn of the event loop, one admitted render a turn: the render runs in
   * the promise jobs after its turn's callback, and the next one waits for the turn after, so Node
   * reads the sockets (and refuses what it must) between two renders.
   */
  private startOnATurnOfItsOwn(start: () => void): void {
    this.starts.push(start)
    if (this.pacing) return
    this.pacing = true
    const next = () => {
      this.starts.shift()?.()
      if (this.starts.length > 0) setImmediate(next)
      else this.pacing = false
    }
    setImmediate(next)
  }

  /** Runs `work` only when a slot is free right now (background work never queues). */
  tryRun(work: () => Promise<void>): Promise<void> {
    if (this.active >= this.options.concurrency) return Promise.resolve()
    return this.run(work).then(() => undefined)
  }
}
