import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { overload, percentile } from '../../scripts/lib/overload.ts'
import { type RunningServer, startServer } from '../../scripts/lib/production-server.ts'

/**
 * Well beyond the load the server can render (page cache off, so every request is a render; three
 * times the capacity just measured, at least 200 req/s, since the load on a shared machine comes
 * and goes between the two measurements; the benchmark reports exactly twice), with the render
 * gate's defaults: it sheds the excess at once with 503 + Retry-After, and admits a render only
 * when its expected wait is within PAGE_RENDER_QUEUE_MS (render-gate.server.ts), instead of
 * queueing without limit (issue 23, ADR 029).
 *
 * Both bounds are checked on the time the server itself logs for each answer (from reading the
 * request to its answer) and, more loosely, as the load generator sees them: that also holds the
 * time the two shared cores give neither process (on a CI machine running other jobs, a client-seen
 * shed p99 of 530 ms was measured while the server had answered every 503 in a few milliseconds).
 * Issue 23 asks for shed answers within 50 ms: the server's own p99 is held to that; the client's
 * view to 1 s, which still fails the old gate, whose shed answers took seconds (the benchmark
 * reports the client's figure). Requests of the first second (hundreds of connections opened at
 * once) are kept apart.
 */
const PAGES = ['/', '/en', '/news/3', '/en/directories']
const MAX_WAIT_MS = 500
// An accepted answer also renders, sharing the CPU with other renders and with the 503s; on the
// two shared cores of the test machines that can take a while, hence the margin.
const RENDER_MARGIN_MS = 2500
const SHED_P99_MS = 1000
const SERVER_SHED_P99_MS = 50
const ACCEPTED_P99_MS = 3000

describe('overload', () => {
  const dataDir = mkdtempSync(path.join(process.env.TEST_DATA_DIR ?? tmpdir(), 'overload-'))
  let app: RunningServer
  beforeAll(async () => {
    app = await startServer({
      DATA_DIR: dataDir,
      PAGE_CACHE: 'off',
      PAGE_RENDER_QUEUE_MS: String(MAX_WAIT_MS),
    })
    for (const page of PAGES) await (await fetch(app.url + page)).arrayBuffer()
  })
  afterAll(async () => {
    await app?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('sheds beyond capacity at once with 503 + Retry-After, and keeps the latency of accepted answers bounded', async () => {
    const requests = PAGES.map((p) => ({ method: 'GET', path: p }))
    // What it renders: 2xx answers a second (on a busy machine the gate may already shed some).
    const seconds = 3
    const measured = await autocannon({ url: app.url, connections: 16, duration: seconds, requests })
    const capacity = (measured.requests.total - measured.non2xx) / seconds
    const result = await overload(app.url, PAGES, Math.max(200, Math.round(3 * capacity)), 6)
    // The server's own log lines of the accepted and shed pages (the latest ones: the output kept is bounded).
    const logged = (status: number) =>
      app
        .output()
        .split('\n')
        .filter((line) => line.includes('"msg":"request"') && line.includes(`"status":${status}`))
        .map((line) => Number(/"ms":([\d.]+)/.exec(line)?.[1]))
    const served = logged(200)
    const serverP99 = percentile(served, 99)
    const shedInServer = logged(503)
    const serverShedP99 = percentile(shedInServer, 99)
    const shedP99 = percentile(result.shed, 99)
    const acceptedP99 = percentile(result.accepted, 99)
    console.log(
      `capacity ${capacity.toFixed(0)} req/s; at ${result.offeredRate} req/s: ${result.accepted.length} accepted (seen by the client: p50 ${percentile(result.accepted, 50).toFixed(0)} ms, p99 ${acceptedP99.toFixed(0)} ms; in the server: p99 ${serverP99} ms), ${result.shed.length} shed (p50 ${percentile(result.shed, 50).toFixed(0)} ms, p99 ${shedP99.toFixed(0)} ms; in the server: p99 ${serverShedP99} ms; Retry-After ${result.retryAfter}); first second: ${result.start.accepted.length} accepted, ${result.start.shed.length} shed`,
    )
    expect(result.errors).toBe(0)
    expect(result.other).toBe(0)
    expect(result.accepted.length).toBeGreaterThan(0)
    expect(result.shed.length).toBeGreaterThan(0)
    // Every shed answer says when to come back, and comes back fast.
    expect(result.shedWithoutRetryAfter).toBe(0)
    expect(result.retryAfter).toBe('5')
    expect(shedInServer.length).toBeGreaterThan(0)
    expect(serverShedP99).toBeLessThan(SERVER_SHED_P99_MS)
    expect(shedP99).toBeLessThan(SHED_P99_MS)
    expect(acceptedP99).toBeLessThan(ACCEPTED_P99_MS)
    expect(served.length).toBeGreaterThan(0)
    expect(serverP99).toBeLessThan(MAX_WAIT_MS + RENDER_MARGIN_MS)
  })
})
