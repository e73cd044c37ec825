#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse (mobile preset, its default) against the production server, median
// of LH_RUNS (default 3) runs per page, for home, a news item, become-an-exhibitor and the visitor
// guide in both locales. Prints performance, accessibility, best practices and SEO per page.
// About 12 s a run; not part of `npm test`. Uses Debian's Chromium (CHROME_PATH, default /usr/bin/chromium).
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const root = path.resolve(import.meta.dirname, '..')
const runs = Number(process.env.LH_RUNS ?? 3)
const PAGES = (
  process.env.LH_PAGES ??
  '/,/news/3,/become-an-exhibitor,/visitor-guide,/en/,/en/news/3,/en/become-an-exhibitor,/en/visitor-guide'
).split(',')
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

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
const dataDir = mkdtempSync(path.join(process.env.TEST_DATA_DIR ?? tmpdir(), 'fair-lighthouse-'))
const server = spawn(process.execPath, [path.join(root, '.output/server/index.mjs')], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_REQUESTS: '0',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
})
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
})
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/ready`)).ok) break
    } catch {}
    if (i > 400) throw new Error('server did not start')
    await new Promise((r) => setTimeout(r, 150))
  }
  const rows = []
  for (const page of PAGES) {
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, []]))
    const metrics = { lcp: [], cls: [], tbt: [] }
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(
        base + page,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
        undefined,
      )
      const lhr = result?.lhr
      if (!lhr) throw new Error(`no Lighthouse result for ${page}`)
      for (const c of CATEGORIES) scores[c].push(Math.round((lhr.categories[c]?.score ?? 0) * 100))
      metrics.lcp.push(lhr.audits['largest-contentful-paint']?.numericValue ?? 0)
      metrics.cls.push(lhr.audits['cumulative-layout-shift']?.numericValue ?? 0)
      metrics.tbt.push(lhr.audits['total-blocking-time']?.numericValue ?? 0)
    }
    const row = {
      page,
      ...Object.fromEntries(CATEGORIES.map((c) => [c, median(scores[c])])),
      lcp: median(metrics.lcp),
      cls: median(metrics.cls),
      tbt: median(metrics.tbt),
    }
    rows.push(row)
    console.error(`measured ${page}`)
  }
  console.log(
    `\nLighthouse ${runs > 1 ? `median of ${runs} runs` : '1 run'}, mobile preset (simulated throttling), production server:\n`,
  )
  console.log('| page | performance | accessibility | best practices | SEO | LCP ms | CLS | TBT ms |')
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|')
  for (const r of rows)
    console.log(
      `| ${r.page} | ${r.performance} | ${r.accessibility} | ${r['best-practices']} | ${r.seo} | ${r.lcp.toFixed(0)} | ${r.cls.toFixed(3)} | ${r.tbt.toFixed(0)} |`,
    )
} finally {
  await chrome.kill()
  server.kill('SIGTERM')
  await new Promise((r) => server.once('exit', r))
  rmSync(dataDir, { recursive: true, force: true })
}
