/** The part of autocannon's API the resilience suite uses (the package ships no types). */
declare module 'autocannon' {
  interface Histogram {
    average: number
    total: number
    p50: number
    p99: number
  }
  interface Result {
    requests: Histogram
    latency: Histogram
    errors: number
    timeouts: number
    non2xx: number
  }
  interface Options {
    url: string
    connections?: number
    duration?: number
    timeout?: number
    overallRate?: number
    headers?: Record<string, string>
    requests?: unknown[]
  }
  /** A running load: a promise of its result, and an event per answer. */
  interface Instance extends PromiseLike<Result> {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void,
    ): Instance
  }
  function autocannon(options: Options): Instance
  export default autocannon
}
