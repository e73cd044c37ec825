import { chromium } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new', '--no-sandbox', '--disable-gpu'] })
const pages = process.argv.slice(2)
for (const [w, h] of [[1440, 900], [375, 740]]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } })
  const errors = []
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
  page.on('pageerror', (e) => errors.push(e.message))
  for (const p of pages) {
    await page.goto('http://127.0.0.1:3312' + p, { waitUntil: 'networkidle' })
    await page.waitForTimeout(500)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    const name = `/tmp/wt-pages-a-data/shot-${w}-${p.replace(/[^a-z0-9]/gi, '_')}.png`
    await page.screenshot({ path: name, fullPage: true })
    console.log(w, p, 'overflow', overflow, errors.splice(0).join(' | '))
  }
}
await browser.close()
