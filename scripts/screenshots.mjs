#!/usr/bin/env node
// `npm run screenshots`: builds when needed, starts the production server on its own data folder,
// and writes full-page PNGs of key pages at 375px and 1440px in both locales into screenshots/.
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { buildIfStale, root, startServer } from './lib/production-server.ts'

const outDir = path.join(root, 'screenshots')
const dataDir = process.env.SCREENSHOTS_DATA_DIR ?? path.join(root, '.screenshots-data')
const PAGES = ['/', '/news/3', '/become-an-exhibitor', '/visitor-guide']
const WIDTHS = [375, 1440]
const LOCALES = [
  ['cn', ''],
  ['en', '/en'],
]

buildIfStale()
mkdirSync(outDir, { recursive: true })
const server = await startServer({ DATA_DIR: dataDir, LOG_REQUESTS: '0' })
const origin = server.url

let failed = false
try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
  for (const [locale, prefix] of LOCALES) {
    for (const width of WIDTHS) {
      const context = await browser.newContext({
        viewport: { width, height: width < 768 ? 812 : 900 },
        deviceScaleFactor: 1,
        locale: locale === 'en' ? 'en-US' : 'zh-CN',
      })
      const page = await context.newPage()
      for (const pagePath of PAGES) {
        const url = origin + (prefix && pagePath === '/' ? `${prefix}/` : prefix + pagePath)
        await page.goto(url, { waitUntil: 'networkidle' })
        const name = `${locale}-${pagePath === '/' ? 'home' : pagePath.slice(1).replaceAll('/', '-')}-${width}.png`
        await page.screenshot({ path: path.join(outDir, name), fullPage: true })
        console.log(`screenshots/${name}`)
      }
      await context.close()
    }
  }
  await browser.close()
} catch (error) {
  console.error(error)
  failed = true
} finally {
  await server.stop()
}
process.exit(failed ? 1 : 0)
