#!/usr/bin/env node
// Renders the seeded videos (src/db/seed/gallery.ts) as short branded WebM clips, with a WebP
// poster each, into public/media/videos and public/media/posters. Run by hand when the seed's
// videos or the brand change (`node scripts/make-videos.mjs`, needs Debian's Chromium and
// fonts-noto-cjk); the output is committed, so building and serving the site never need a browser
// (docs/decisions/009). Chromium draws each frame on a canvas and encodes it with WebCodecs (VP9);
// see scripts/lib/clip-renderer.js.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { tsImport } from 'tsx/esm/api'

const root = path.resolve(import.meta.dirname, '..')
const source = (file) => tsImport(path.join(root, 'src', file), import.meta.url)
const [{ videoSeed }, { FAIR }, { MEDIA_FOLDERS }, { palette }] = await Promise.all([
  source('db/seed/gallery.ts'),
  source('db/seed/fair-facts.ts'),
  source('db/media-paths.ts'),
  source('ui/palette.ts'),
])

/** The motif each clip animates (scripts/lib/clip-renderer.js); other clips get the first one. */
const MOTIFS = {
  'highlights-2025': 'bokeh',
  'opening-ceremony-2025': 'ribbon',
  'german-pavilion-tour': 'bunting',
  'awards-ceremony-2025': 'trophy',
  'visitor-voices': 'bubbles',
}
const SECONDS = 10
/** VP9 at this rate keeps a 10 s 1280x720 clip near 1 MB. */
const BITRATE = 800_000

// The renderer runs on a made-up https origin (a secure context, which WebCodecs requires) whose
// few files Playwright answers from disk; nothing goes over the network.
const ORIGIN = 'https://clips.invalid'
const FILES = {
  '/': { body: '<!doctype html><meta charset="utf-8"><title>clips</title>', type: 'text/html' },
  '/clip-renderer.js': { body: readFileSync(path.join(import.meta.dirname, 'lib/clip-renderer.js')) },
  '/mediabunny.mjs': { body: readFileSync(path.join(root, 'node_modules/mediabunny/dist/bundles/mediabunny.min.mjs')) },
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu'],
})
try {
  const page = await browser.newPage()
  await page.route(`${ORIGIN}/**`, (route) => {
    const file = FILES[new URL(route.request().url()).pathname]
    return file
      ? route.fulfill({ body: file.body, contentType: file.type ?? 'text/javascript' })
      : route.fulfill({ status: 404 })
  })
  await page.goto(`${ORIGIN}/`)

  const { width, height } = MEDIA_FOLDERS.videos
  for (const row of videoSeed) {
    const stem = path.basename(row.src).replace(/\.[^.]+$/, '')
    const started = performance.now()
    const clip = await page.evaluate(async (spec) => (await import('/clip-renderer.js')).renderClip(spec), {
      stem,
      motif: MOTIFS[stem] ?? Object.values(MOTIFS)[0],
      width,
      height,
      seconds: SECONDS,
      bitrate: BITRATE,
      posterAt: 6.5,
      colours: palette,
      title: { cn: row.titleCn, en: row.titleEn },
      edition: { cn: `第${FAIR.edition}届`, en: `${FAIR.edition}th edition` },
      brand: FAIR.brand,
      when: {
        cn: `${FAIR.dates.cn} · ${FAIR.venue.cn} ${FAIR.hall}馆`,
        en: `${FAIR.dates.en} · Hall ${FAIR.hall}, ${FAIR.venue.en}`,
      },
    })
    const outputs = [
      [row.src, Buffer.from(clip.video, 'base64')],
      [row.poster, Buffer.from(clip.poster, 'base64')],
    ]
    for (const [file, data] of outputs) {
      const target = path.join(root, 'public', file)
      mkdirSync(path.dirname(target), { recursive: true })
      writeFileSync(target, data)
    }
    const kb = (data) => `${Math.round(data.length / 1024)} KB`
    console.log(
      `${stem}: ${kb(outputs[0][1])} video, ${kb(outputs[1][1])} poster, ${Math.round(performance.now() - started)} ms`,
    )
  }
} finally {
  await browser.close()
}
