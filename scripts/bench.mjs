#!/usr/bin/env node
// `npm run bench`: a benchmark, not a test. Builds, starts the production server on a throw-away
// data folder, then measures in one run: SSR throughput of pages against a static file from the
// same server (the ratio is what matters on a shared machine), p50/p99 latency, and the gzip size
// of the JavaScript each page loads in Chromium.
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'
import { chromium } from 'playwright'

const root = path.resolve(import.meta.dirname, '..')
const duration = Number(process.env.BENCH_SECONDS ?? 5)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32)
const PAGES = (process.env.BENCH_PAGES ?? '/,/en,/en/visitor-guide,/news').split(',')
const STATIC = process.env.BENCH_STATIC ?? '/favicon.svg'
const JS_PAGES = ['/', '/en', '/visitor-guide', '/become-an-exhibitor']

if (process.env.SKIP_BUILD !== '1') {
  const build = spawnSync(path.join(root, 'node_modules/.bin/vite'), ['build'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

async function freePort() {
  const srv = createServer().listen(0, '127.0.0.1')
  await new Promise((r) => srv.once('listening', r))
  const { port } = srv.address()
  srv.close()
  return port
}

const port = await freePort()
const base = `http://127.0.0.1:${port}`
const dataDir = mkdtempSync(path.join(tmpdir(), 'fair-bench-'))
const server = spawn(process.execPath, [path.join(root, '.output/server/index.mjs')], {
  cwd: root,
  env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir },
  stdio: ['ignore', 'ignore', 'inherit'],
})
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/`)).ok) break
    } catch {}
    if (i > 400) throw new Error('server did not start')
    await new Promise((r) => setTimeout(r, 150))
  }

  const run = (url) =>
    new Promise((resolve, reject) =>
      autocannon({ url, connections, duration, headers: { 'accept-language': 'zh-CN' } }, (err, res) =>
        err ? reject(err) : resolve(res),
      ),
    )

  console.log(`\nThroughput (${connections} connections, ${duration} s each, one run):`)
  const staticResult = await run(base + STATIC)
  const rows = [{ target: `static ${STATIC}`, result: staticResult }]
  for (const page of PAGES) rows.push({ target: `SSR ${page}`, result: await run(base + page) })
  const staticRps = staticResult.requests.average
  console.log(
    'target'.padEnd(28),
    'req/s'.padStart(9),
    'ratio'.padStart(7),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'non-2xx'.padStart(8),
  )
  for (const { target, result } of rows) {
    const ratio = result.requests.average / staticRps
    console.log(
      target.padEnd(28),
      result.requests.average.toFixed(0).padStart(9),
      `${(ratio * 100).toFixed(1)}%`.padStart(7),
      String(result.latency.p50).padStart(8),
      String(result.latency.p99).padStart(8),
      String(result.non2xx).padStart(8),
    )
  }

  console.log('\nJavaScript each page loads (Chromium, gzip -9 of every script response):')
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
  for (const page of JS_PAGES) {
    const context = await browser.newContext({ locale: 'zh-CN' })
    const tab = await context.newPage()
    const scripts = []
    tab.on('response', async (res) => {
      if (res.request().resourceType() === 'script') scripts.push(res.body().then((b) => ({ url: res.url(), b })))
    })
    await tab.goto(base + page, { waitUntil: 'networkidle' })
    const bodies = await Promise.all(scripts)
    const raw = bodies.reduce((n, { b }) => n + b.length, 0)
    const gz = bodies.reduce((n, { b }) => n + gzipSync(b, { level: 9 }).length, 0)
    console.log(
      `${page.padEnd(28)} ${String(bodies.length).padStart(3)} files  ${(raw / 1024).toFixed(1).padStart(7)} KB raw  ${(gz / 1024).toFixed(1).padStart(7)} KB gzip`,
    )
    await context.close()
  }
  await browser.close()
} finally {
  server.kill('SIGTERM')
  rmSync(dataDir, { recursive: true, force: true })
}
