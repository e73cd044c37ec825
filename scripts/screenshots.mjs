#!/usr/bin/env node
// `npm run screenshots`: builds when needed, starts the production server on its own data folder,
// and writes full-page PNGs of key pages at 375px and 1440px in both locales into screenshots/.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'

const root = path.resolve(import.meta.dirname, '..')
const serverEntry = path.join(root, '.output/server/index.mjs')
const outDir = path.join(root, 'screenshots')
const port = Number(process.env.SCREENSHOTS_PORT ?? process.env.E2E_PORT ?? 3399)
const origin = `http://127.0.0.1:${port}`
const dataDir = process.env.SCREENSHOTS_DATA_DIR ?? path.join(root, '.screenshots-data')
const INPUTS = ['src', 'drizzle', 'public', 'package-lock.json', 'vite.config.ts', 'lingui.config.ts']
const PAGES = ['/', '/news/3', '/become-an-exhibitor', '/visitor-guide']
const WIDTHS = [375, 1440]
const LOCALES = [
  ['cn', ''],
  ['en', '/en'],
]

function newest(target) {
  if (!existsSync(target)) return 0
  const stat = statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  let n = stat.mtimeMs
  for (const entry of readdirSync(target)) n = Math.max(n, newest(path.join(target, entry)))
  return n
}

const builtAt = existsSync(serverEntry) ? statSync(serverEntry).mtimeMs : 0
if (builtAt < Math.max(...INPUTS.map((p) => newest(path.join(root, p))))) {
  console.log('Building…')
  const result = spawnSync(path.join(root, 'node_modules/.bin/vite'), ['build'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

mkdirSync(outDir, { recursive: true })
const server = spawn(process.execPath, [serverEntry], {
  cwd: root,
  env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir },
  stdio: ['ignore', 'inherit', 'inherit'],
})

async function waitReady() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${origin}/api/ready`)).ok) return
    } catch {}
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error('server did not become ready')
}

let failed = false
try {
  await waitReady()
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
  server.kill('SIGTERM')
}
process.exit(failed ? 1 : 0)
