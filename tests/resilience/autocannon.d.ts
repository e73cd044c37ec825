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
  function autocannon(options: Options): Promise<Result>
  export default autocannon
}
