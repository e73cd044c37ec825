#!/usr/bin/env node
// `npm start`: builds when the production build is missing or its sources changed since, then runs
// the server in this very process (no child), so a signal sent to it reaches the server itself.
// With WEB_CONCURRENCY=N (N > 1) and DATABASE_URL it runs N server processes sharing the port
// (node:cluster), one per core; PGlite is a single-process database, so without DATABASE_URL it
// stays one process.
import cluster from 'node:cluster'
import net from 'node:net'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { ensureBuild, root } from './lib/production-server.ts'

const serverEntry = path.join(root, '.output/server/index.mjs')

function workerCount() {
  const wanted = Math.max(1, Math.floor(Number(process.env.WEB_CONCURRENCY ?? 1)) || 1)
  if (wanted > 1 && !process.env.DATABASE_URL?.trim()) {
    console.warn('WEB_CONCURRENCY > 1 needs DATABASE_URL (PGlite serves one process); running one process.')
    return 1
  }
  return wanted
}

/** The primary only forks, restarts crashed workers (at most one a second) and relays signals. */
function superviseWorkers(count) {
  let stopping = false
  let lastFork = 0
  const fork = () => {
    const wait = Math.max(0, lastFork + 1000 - Date.now())
    lastFork = Date.now() + wait
    setTimeout(() => cluster.fork(), wait)
  }
  for (let i = 0; i < count; i++) cluster.fork()
  cluster.on('exit', (_worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0)
      return
    }
    console.error(JSON.stringify({ level: 'error', msg: 'server process exited; starting another', code, signal }))
    fork()
  })
  for (const signal of ['SIGTERM', 'SIGINT']) {
    process.on(signal, () => {
      stopping = true
      // Each worker shuts down gracefully on its own (lifecycle.server.ts); the primary waits.
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal)
    })
  }
}

process.env.NODE_ENV ??= 'production'
process.env.PORT ??= '3000'
if (!process.env.SITE_URL?.trim()) {
  // A production server requires SITE_URL (startup-checks.server.ts); `npm start` on a fresh machine
  // still works, for this machine only: canonical and share links will point at localhost.
  process.env.SITE_URL = `http://localhost:${process.env.PORT}`
  if (cluster.isPrimary)
    console.warn(`SITE_URL is not set: using ${process.env.SITE_URL}. Set it to the public origin.`)
}
if (cluster.isPrimary) {
  ensureBuild()
  const count = workerCount()
  if (count > 1) superviseWorkers(count)
  else await import(pathToFileURL(serverEntry).href)
} else {
  // nitro's server (srvx) listens with `exclusive: true`, which makes a cluster worker bind the port
  // itself (EADDRINUSE for the second); shared listening is what the cluster is for.
  let listening = false
  const listen = net.Server.prototype.listen
  net.Server.prototype.listen = function (options, ...rest) {
    const shared = options && typeof options === 'object' ? { ...options, exclusive: false } : options
    this.once('listening', () => {
      listening = true
    })
    return listen.call(this, shared, ...rest)
  }
  // A worker stopped before it listens has accepted nothing: it exits at once. (Closing a server whose
  // cluster listen is still pending fails, and the listen then completes and keeps the process alive.)
  // One that listens is closed by the server's own handlers and the app's (lifecycle.server.ts), which
  // drain and exit; but the app loads on the first request, and a worker that never served one would
  // be kept alive by its channel to the primary, hence the disconnect.
  const graceMs = (Number(process.env.SHUTDOWN_TIMEOUT_SECONDS ?? 10) + 5) * 1000
  for (const signal of ['SIGTERM', 'SIGINT'])
    process.once(signal, () => {
      if (!listening) process.exit(0)
      cluster.worker?.disconnect()
      // Backstop: the app exits by itself within SHUTDOWN_TIMEOUT_SECONDS; a worker still alive after
      // that is stuck, and the primary waits for every worker before it exits.
      setTimeout(() => process.exit(1), graceMs).unref()
    })
  await import(pathToFileURL(serverEntry).href)
}
