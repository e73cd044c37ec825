/**
 * How late the event loop runs, in ms: what a request that has just arrived waits before Node even
 * reads it. Renders run on the one thread; when the loop is saturated, requests wait in the
 * sockets' buffers where no queue of ours can see or bound them (ADR 029). A timer that should fire
 * every `intervalMs` measures its own delay; the figure is the larger of the last delay and the
 * previous one halved, so one long turn shows at once and fades over a few turns. `unref`: it never
 * keeps the process alive.
 */
export class EventLoopLag {
  private lagMs = 0
  private timer: ReturnType<typeof setTimeout> | undefined

  constructor(private readonly intervalMs = 20) {}

  start(): this {
    let expected = performance.now() + this.intervalMs
    const tick = () => {
      const now = performance.now()
      this.lagMs = Math.max(now - expected, this.lagMs / 2, 0)
      expected = now + this.intervalMs
      this.timer = setTimeout(tick, this.intervalMs)
      this.timer.unref()
    }
    this.timer = setTimeout(tick, this.intervalMs)
    this.timer.unref()
    return this
  }

  /** The current delay of the loop, in ms (0 when it keeps time). */
  current(): number {
    return this.lagMs
  }

  stop(): void {
    clearTimeout(this.timer)
  }
}
