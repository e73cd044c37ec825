#!/usr/bin/env node
// Renders the share card (public/media/share/share-card.jpg, 1200x630): the picture WeChat and
// other share cards and Open Graph use when a page has no raster image of its own (they do not
// show SVG). Run by hand when the brand or the edition changes (`node scripts/make-share-card.mjs`,
// needs Debian's Chromium and fonts-noto-cjk); the JPEG is committed, so serving needs no browser.
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { tsImport } from 'tsx/esm/api'

const root = path.resolve(import.meta.dirname, '..')
const source = (file) => tsImport(path.join(root, 'src', file), import.meta.url)
const [{ FAIR }, { palette }, { SHARE_CARD }] = await Promise.all([
  source('db/seed/fair-facts.ts'),
  source('ui/palette.ts'),
  source('seo/share-card.ts'),
])

const escapeHtml = (s) => String(s).replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)
const html = `<!doctype html><meta charset="utf-8"><style>
  html, body { margin: 0; }
  body { width: ${SHARE_CARD.width}px; height: ${SHARE_CARD.height}px; box-sizing: border-box; padding: 72px 84px;
    font-family: 'Noto Sans CJK SC', 'Noto Sans SC', sans-serif; color: ${palette.textOnBrand};
    background: radial-gradient(circle at 85% 20%, ${palette.brand} 0, ${palette.brandDark} 70%); display: flex;
    flex-direction: column; justify-content: space-between; overflow: hidden; position: relative; }
  .leaf { position: absolute; right: -60px; bottom: -80px; width: 420px; opacity: .18; }
  .edition { font-size: 28px; letter-spacing: .08em; color: #cfe8d3; }
  h1 { margin: 18px 0 6px; font-size: 76px; line-height: 1.1; font-weight: 700; }
  h2 { margin: 0; font-size: 34px; font-weight: 500; color: #e3f1e5; }
  .facts { display: flex; gap: 28px; font-size: 30px; align-items: center; }
  .pill { background: ${palette.accent}; color: #fff; border-radius: 999px; padding: 10px 26px; font-weight: 700; }
</style>
<svg class="leaf" viewBox="0 0 64 64"><path d="M32 4c18 12 18 44 0 56-18-12-18-44 0-56z" fill="#8cc56a"/></svg>
<div><div class="edition">第${FAIR.edition}届 · ${FAIR.edition}th edition</div>
<h1>${escapeHtml(FAIR.brand.cn)}</h1><h2>${escapeHtml(FAIR.brand.en)}</h2></div>
<div class="facts"><span class="pill">${escapeHtml(FAIR.dates.cn)}</span><span>${escapeHtml(FAIR.venue.cn)} ${escapeHtml(FAIR.hall)}</span></div>`

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu'],
})
try {
  const page = await browser.newPage({ viewport: { width: SHARE_CARD.width, height: SHARE_CARD.height } })
  await page.setContent(html)
  const file = path.join(root, 'public', SHARE_CARD.src)
  mkdirSync(path.dirname(file), { recursive: true })
  await page.screenshot({ path: file, type: 'jpeg', quality: 86 })
  console.log(`${path.relative(root, file)} written`)
} finally {
  await browser.close()
}
