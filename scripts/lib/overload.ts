// Load beyond what the server can render, for the benchmark and the resilience suite (ADR 022):
// how many answers were accepted (2xx) and how fast, how many were shed (503), and whether a shed
// answer said when to come back. Plain TypeScript that Node 24 runs as is.
import autocannon from 'autocannon'

export interface OverloadResult {
  offeredRate: number
  seconds: number
  /** Latencies (ms) of the accepted (2xx) and shed (503) answers to requests sent after the first second. */
  accepted: number[]
  shed: number[]
  /**
   * The same for the requests of the first second, while the load generator opens its hundreds of
   * connections at once: on a shared machine that storm delays answers (even a server that does
   * nothing but refuse), so it is kept apart from the steady state.
   */
  start: { accepted: number[]; shed: number[] }
  other: number
  errors: number
  /** `Retry-After` of the shed answers (undefined: none carried one). */
  retryAfter: string | undefined
  /** Shed answers (503) without a `Retry-After`. */
  shedWithoutRetryAfter: number
}

const START_MS = 1000

/** The p-th percentile (0-100) of `values`, in their unit; NaN when empty. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
}

/**
 * `rate` requests per second for `seconds` over `paths` (open loop: enough connections that slow
 * answers do not lower the rate). Latencies are split by status: accepted answers apart from shed.
 */
export async function overload(base: string, paths: string[], rate: number, seconds: number): Promise<OverloadResult> {
  const accepted: number[] = []
  const shed: number[] = []
  const start = { accepted: [] as number[], shed: [] as number[] }
  let other = 0
  let retryAfter: string | undefined
  let shedWithoutRetryAfter = 0
  // Every 503's headers, as the load generator receives them.
  const onResponse = (status: number, _body: string, _context: unknown, headers: Record<string, string>) => {
    if (status !== 503) return
    const value = headers['retry-after'] ?? headers['Retry-After']
    if (value === undefined) shedWithoutRetryAfter += 1
    else retryAfter ??= value
  }
  const instance = autocannon({
    url: base,
    connections: Math.max(16, Math.min(400, Math.ceil(rate))),
    overallRate: rate,
    duration: seconds,
    timeout: 30,
    headers: { 'accept-language': 'zh-CN', 'accept-encoding': 'gzip, deflate, br' },
    requests: paths.map((path) => ({ method: 'GET', path, onResponse })),
  })
  const began = performance.now()
  instance.on('response', (_client, status, _bytes, ms) => {
    const into = performance.now() - ms - began < START_MS ? start : { accepted, shed }
    if (status >= 200 && status < 300) into.accepted.push(ms)
    else if (status === 503) into.shed.push(ms)
    else other += 1
  })
  const result = await instance
  return {
    offeredRate: rate,
    seconds,
    accepted,
    shed,
    start,
    other,
    errors: result.errors + result.timeouts,
    retryAfter,
    shedWithoutRetryAfter,
  }
}
