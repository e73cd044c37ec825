// Load beyond what the server can render, for the benchmark and the resilience suite (ADR 022):
// how many answers were accepted (2xx) and how fast, how many were shed (503), and whether a shed
// answer said when to come back. Plain TypeScript that Node 24 runs as is.
import autocannon from 'autocannon'

export interface OverloadResult {
  offeredRate: number
  seconds: number
  accepted: number[]
  shed: number[]
  other: number
  errors: number
  /** `Retry-After` of a 503 seen while the load ran (undefined: none seen). */
  retryAfter: string | undefined
}

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
  let other = 0
  let retryAfter: string | undefined
  const instance = autocannon({
    url: base,
    connections: Math.max(16, Math.min(400, Math.ceil(rate))),
    overallRate: rate,
    duration: seconds,
    timeout: 30,
    headers: { 'accept-language': 'zh-CN', 'accept-encoding': 'gzip, deflate, br' },
    requests: paths.map((path) => ({ method: 'GET', path })),
  })
  instance.on('response', (_client, status, _bytes, ms) => {
    if (status >= 200 && status < 300) accepted.push(ms)
    else if (status === 503) shed.push(ms)
    else other += 1
  })
  // Meanwhile, a plain client looks at the headers of shed answers: a request every 100 ms, each
  // on its own (a shed answer can be slow to come when the machine is saturated).
  const probes: Promise<void>[] = []
  const ticker = setInterval(() => {
    probes.push(
      fetch(base + (paths[0] ?? '/'))
        .then(async (res) => {
          await res.arrayBuffer()
          if (res.status === 503) retryAfter ??= res.headers.get('retry-after') ?? ''
        })
        .catch(() => undefined),
    )
  }, 100)
  const result = await instance
  clearInterval(ticker)
  await Promise.all(probes)
  return { offeredRate: rate, seconds, accepted, shed, other, errors: result.errors + result.timeouts, retryAfter }
}
