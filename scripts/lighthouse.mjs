#!/usr/bin/env node
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { buildUnlessSkipped, startServer } from './lib/production-server.ts'

const runs = Number(process.env.LH_RUNS ?? 3)
const PAGES = (
  process.env.LH_PAGES ??
  '/,/news/3,/become-an-exhibitor,/visitor-guide,/en/,/en/news/3,/en/become-an-exhibitor,/en/visitor-guide'
).split(',')
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

buildUnlessSkipped()
const server = await startServer({ LOG_REQUESTS: '0' }, { tempDataDir: 'lighthouse' })
const base = server.url
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
})
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}
try {
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
  await server.stop()
}
