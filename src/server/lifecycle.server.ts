/**
 * Graceful shutdown. On SIGTERM (or SIGINT): readiness answers 503 so the proxy stops sending new
 * requests, the listening socket closes (no new connections), keep-alive connections are told to
 * close, requests in flight (and background page renders) finish, then the database closes (PGlite:
 * a final flush and a clean close; PostgreSQL: the pool drains) and the process exits 0.
 * After SHUTDOWN_TIMEOUT_SECONDS (default 10) it exits anyway, with status 1.
 *
 * Every acknowledged form write was already durable before its 2xx (flushWrites), so an exit can lose
 * no acknowledged submission; waiting for in-flight requests means a submission being written is
 * answered rather than cut.
 */
import type { Server } from 'node:net'
import { logEvent } from '~/api/log.server'
import { closeDb } from '~/db/client.server'

let draining = false
let inFlight = 0
let httpServer: Server | undefined
let idle: (() => void) | undefined

export function isDraining(): boolean {
  return draining
}

/** Counts a unit of work (a request, a background render) until the returned function is called. */
export function beginWork(request?: Request): () => void {
  if (!httpServer && request) {
    // srvx hands the Node request along; its socket knows the listening server.
    const runtime = (request as { runtime?: { node?: { req?: { socket?: { server?: Server } } } } }).runtime
    httpServer = runtime?.node?.req?.socket?.server
  }
  inFlight++
  let done = false
  return () => {
    if (done) return
    done = true
    inFlight--
    if (inFlight === 0) idle?.()
  }
}

async function shutdown(signal: string): Promise<void> {
  if (draining) return
  draining = true
  const timeoutMs = Number(process.env.SHUTDOWN_TIMEOUT_SECONDS ?? 10) * 1000
  logEvent('info', 'shutting down', { signal, inFlight })
  const timer = setTimeout(() => {
    logEvent('error', 'shutdown timed out', { inFlight })
    process.exit(1)
  }, timeoutMs)
  timer.unref()
  httpServer?.close()
  ;(httpServer as { closeIdleConnections?: () => void } | undefined)?.closeIdleConnections?.()
  if (inFlight > 0) await new Promise<void>((resolve) => (idle = resolve))
  try {
    await closeDb()
  } catch (error) {
    logEvent('error', 'closing the database failed', { error })
  }
  logEvent('info', 'shut down', {})
  process.exit(0)
}

let installed = false
export function installShutdownHandlers(): void {
  if (installed) return
  installed = true
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void shutdown(signal))
}
