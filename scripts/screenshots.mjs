#!/usr/bin/env node
// `npm run screenshots`: builds when needed, starts the production server on its own data folder,
// and writes full-page PNGs of every public page (tests/support/public-pages.ts) at 390 px and
// 1440 px in both locales into screenshots/, every picture loaded (also those below the fold).
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { localePath, PUBLIC_PAGES } from '../tests/support/public-pages.ts'
import { buildIfStale, root, startServer } from './lib/production-server.ts'

const outDir = path.join(root, 'screenshots')
const dataDir = process.env.SCREENSHOTS_DATA_DIR ?? path.join(root, '.screenshots-data')
const WIDTHS = [390, 1440]
const LOCALES = ['cn', 'en']

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
  for (const locale of LOCALES) {
    for (const width of WIDTHS) {
      const context = await browser.newContext({
        viewport: { width, height: width < 768 ? 844 : 900 },
        deviceScaleFactor: 1,
        locale: locale === 'en' ? 'en-US' : 'zh-CN',
      })
      const page = await context.newPage()
      for (const pagePath of PUBLIC_PAGES) {
        await page.goto(origin + localePath(locale, pagePath), { waitUntil: 'networkidle' })
        await page.evaluate(async () => {
          for (const img of document.images) img.loading = 'eager'
          await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)))
        })
        const slug = pagePath === '/' ? 'home' : pagePath.slice(1).replace(/[/?=&]+/g, '-')
        const name = `${locale}-${slug}-${width}.png`
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
