#!/usr/bin/env node
// Generates every media file the seed references (src/db/seed/media-manifest.ts) into public/media,
// served at /media/...: organic-themed illustrations (no text drawn in: pages caption them in their
// own language), drawn as SVG and encoded as WebP with sharp where the seed names a `.webp` (photos
// and news pictures: what editors upload there is raster, as the upload pipeline makes it, and a
// page of SVG pictures costs the main thread far more than one of bitmaps), partner wordmarks,
// real scannable QR codes (`qrcode`, SVG output), and small valid PDF / DOCX / ZIP documents; and
// the global page's world map (public/images/world-map.svg) from Natural Earth outlines.
// Video clips and their posters are not generated here: scripts/make-videos.mjs renders them once
// in Chromium and they are committed (docs/decisions/009); this script only checks they are there.
// Runs before every build (`npm run build`, `npm start`, `npm test`); files are rewritten only when
// their content changes, so `npm start`'s "sources newer than the build" check stays quiet.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { geoGraticule10, geoPath, geoProjection } from 'd3-geo'
import QRCode from 'qrcode'
import sharp from 'sharp'
import { feature, mesh } from 'topojson-client'
import { tsImport } from 'tsx/esm/api'

const root = path.resolve(import.meta.dirname, '..')
const outDir = path.join(root, 'public')
const source = (file) => tsImport(path.join(root, 'src', file), import.meta.url)
const seed = (file) => source(path.join('db/seed', file))

const [{ mediaManifest }, partners, review, site] = await Promise.all([
  seed('media-manifest.ts'),
  seed('partners.ts'),
  seed('show-review.ts'),
  seed('site-config.ts'),
])
const [{ palette }, { naturalEarth1Raw, WORLD_MAP }] = await Promise.all([
  source('ui/palette.ts'),
  source('features/global-network/map-projection.ts'),
])

// ------------------------------------------------------------------------------------ seed rows

const partnerRows = partners.partnerSeed
const partnerByLogo = new Map(partnerRows.map((row) => [row.logo, row]))
const downloadByUrl = new Map(review.downloadSeed.map((row) => [row.fileUrl, row]))
const qrTargets = new Map(
  site.SOCIAL_ACCOUNTS.map((account) => [account.qr, account.url ?? `https://organic-expo.example.cn/${account.key}`]),
)

// ----------------------------------------------------------------------------------- svg helpers

const escapeXml = (text) =>
  String(text).replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c])

function hash(text) {
  let h = 2166136261
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0), 16777619) >>> 0
  return h
}

/** A small deterministic random source per file, so builds are reproducible. */
function randomFor(key) {
  let state = hash(key) || 1
  return () => {
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    return (state >>> 0) / 4294967296
  }
}

const PALETTES = [
  { sky: ['#e8f3ea', '#b9dcc0'], hills: ['#7fb58a', '#3f8a55', '#1f6b3a'], sun: '#f2c14e' },
  { sky: ['#fdf4e3', '#f5d9a8'], hills: ['#c9a45c', '#8a7a3a', '#4f6b2f'], sun: '#e58f2a' },
  { sky: ['#eaf4f4', '#bfe0dc'], hills: ['#8cc5b8', '#4d9a86', '#25664f'], sun: '#f7d774' },
  { sky: ['#f3efe6', '#dfd3b8'], hills: ['#a8b878', '#6f8f4a', '#3e5f2e'], sun: '#d9822b' },
  { sky: ['#eef5e4', '#cfe5b0'], hills: ['#9bc46a', '#5f9a3c', '#2f6b2a'], sun: '#f0b43c' },
]

const FONT = `'PingFang SC','Hiragino Sans GB','Microsoft YaHei','Noto Sans CJK SC',system-ui,sans-serif`

/** Visual width of text in em, counting CJK characters as one and Latin ones as about half. */
const emWidth = (text) => [...text].reduce((sum, ch) => sum + (/[\u2e80-\uffff]/.test(ch) ? 1 : 0.55), 0)

function fitText(text, maxWidth, size) {
  let out = text
  while (out.length > 1 && emWidth(out) * size > maxWidth) out = out.slice(0, -1)
  return out === text ? text : `${out.slice(0, -1)}…`
}

function hills(width, height, random, colours) {
  return colours
    .map((colour, layer) => {
      const base = height * (0.55 + layer * 0.12)
      const amplitude = height * (0.08 - layer * 0.015)
      const phase = random() * Math.PI * 2
      const points = []
      for (let x = 0; x <= width; x += width / 24) {
        points.push(`${x.toFixed(1)},${(base + Math.sin(x / (width / (2 + layer)) + phase) * amplitude).toFixed(1)}`)
      }
      return `<path d="M0,${height} L${points.join(' L')} L${width},${height} Z" fill="${colour}"/>`
    })
    .join('')
}

function leaf(x, y, size, rotation, colour) {
  return (
    `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${rotation.toFixed(0)}) scale(${size.toFixed(2)})">` +
    `<path d="M0,-40 C24,-24 24,24 0,40 C-24,24 -24,-24 0,-40 Z" fill="${colour}" opacity="0.85"/>` +
    `<path d="M0,-34 L0,36" stroke="#ffffff" stroke-opacity="0.5" stroke-width="2"/></g>`
  )
}

/**
 * A landscape illustration. No text is drawn into it: a picture is shown on pages in both languages,
 * so its caption and title are the page's own text (alt, figcaption) in the page's language.
 */
function illustration(file, { width, height }) {
  const random = randomFor(file)
  const palette = PALETTES[hash(file) % PALETTES.length]
  const unit = Math.min(width, height)
  const leaves = Array.from({ length: 5 }, (_, i) =>
    leaf(
      width * (0.08 + random() * 0.84),
      height * (0.12 + random() * 0.38),
      (unit / 400) * (0.5 + random() * 0.7),
      random() * 360,
      palette.hills[i % palette.hills.length],
    ),
  ).join('')
  const sun = `<circle cx="${(width * (0.65 + random() * 0.25)).toFixed(0)}" cy="${(height * 0.22).toFixed(0)}" r="${(unit * 0.11).toFixed(0)}" fill="${palette.sun}" opacity="0.9"/>`
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">` +
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="1" stop-color="${palette.sky[1]}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>${sun}${leaves}${hills(width, height, random, palette.hills)}</svg>\n`
  )
}

/** The short name a partner is known by: `(COFCC)` in its name, or a leading all-capitals word. */
function acronymOf(name) {
  const inParentheses = name.match(/\(([A-Z]{2,8})\)/)
  if (inParentheses) return { acronym: inParentheses[1], rest: name.replace(inParentheses[0], '').trim() }
  const leading = name.match(/^([A-Z]{3,8})\b\s*[–-]?\s*(.*)$/)
  return leading ? { acronym: leading[1], rest: leading[2] } : undefined
}

/** Words spread over at most `lines` lines of at most `maxEm(line)` em; the last one is shortened. */
function wrapWords(text, maxEm, lines) {
  const out = []
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = out.length - 1
    if (last >= 0 && emWidth(`${out[last]} ${word}`) <= maxEm(last)) out[last] = `${out[last]} ${word}`
    else if (out.length < lines) out.push(word)
    else {
      out[last] = `${out[last]} ${word}`
      break
    }
  }
  return out
}

/**
 * A stand-in logo that looks like the kind of thing it stands for: the partner's wordmark (its
 * acronym large, or its name set as a two-line wordmark beside a simple emblem) in one brand colour,
 * until editors upload the real logo. Latin names only: partners' brands are their own.
 */
function partnerLogo(row, { width, height }) {
  const colour = PALETTES[hash(row.nameEn) % PALETTES.length].hills[2]
  const accent = PALETTES[hash(row.nameEn) % PALETTES.length].sun
  const short = acronymOf(row.nameEn)
  let mark
  if (short) {
    const size = Math.min(48, Math.floor((width - 40) / (emWidth(short.acronym) * 1.15)))
    const subtitle = wrapWords(short.rest, () => (width - 32) / 11, 2)
    mark =
      `<text x="${width / 2}" y="${height / 2 - 2}" text-anchor="middle" font-family="${FONT}" font-size="${size}" font-weight="800" letter-spacing="2" fill="${colour}">${escapeXml(short.acronym)}</text>` +
      `<rect x="${width / 2 - 28}" y="${height / 2 + 8}" width="56" height="3" rx="1.5" fill="${accent}"/>` +
      subtitle
        .map(
          (line, i) =>
            `<text x="${width / 2}" y="${height / 2 + 28 + i * 14}" text-anchor="middle" font-family="${FONT}" font-size="11" font-weight="600" letter-spacing="0.5" fill="#4f5f54">${escapeXml(fitText(line, width - 24, 11))}</text>`,
        )
        .join('')
  } else {
    const lines = wrapWords(row.nameEn, (line) => (width - 92) / (line === 0 ? 17 : 14), 3)
    const emblem =
      `<g transform="translate(44 ${height / 2})"><circle r="24" fill="none" stroke="${colour}" stroke-width="3"/>` +
      `<path d="M0,-15 C11,-8 11,8 0,15 C-11,8 -11,-8 0,-15 Z" fill="${accent}"/><path d="M0,-12 L0,13" stroke="${colour}" stroke-width="2"/></g>`
    mark =
      emblem +
      lines
        .map(
          (line, i) =>
            `<text x="80" y="${height / 2 + 6 + (i - (lines.length - 1) / 2) * 19}" font-family="${FONT}" font-size="${i === 0 ? 17 : 14}" font-weight="${i === 0 ? 800 : 600}" fill="${i === 0 ? colour : '#4f5f54'}">${escapeXml(fitText(line, width - 92, i === 0 ? 17 : 14))}</text>`,
        )
        .join('')
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img"><title>${escapeXml(row.nameEn)}</title>` +
    `<rect width="${width}" height="${height}" fill="#ffffff"/>${mark}</svg>\n`
  )
}

const ICONS = {
  'icon-wechat.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="#07c160"/><ellipse cx="13" cy="14" rx="7.5" ry="6" fill="#fff"/><ellipse cx="19.5" cy="18.5" rx="6.5" ry="5.2" fill="#fff" stroke="#07c160"/><circle cx="10.5" cy="13" r="1" fill="#07c160"/><circle cx="15" cy="13" r="1" fill="#07c160"/></svg>\n',
  'icon-weibo.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="#e6162d"/><ellipse cx="14.5" cy="18" rx="8" ry="5.5" fill="#fff"/><circle cx="13.5" cy="18.5" r="2.2" fill="#1d2a21"/><path d="M20 8a5 5 0 0 1 5 5" stroke="#f7b500" stroke-width="2" fill="none" stroke-linecap="round"/></svg>\n',
  'icon-linkedin.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#0a66c2"/><rect x="8" y="13" width="4" height="11" fill="#fff"/><circle cx="10" cy="9.5" r="2.2" fill="#fff"/><path d="M15 13h3.8v1.6c.6-1 1.9-1.9 3.8-1.9 3 0 3.9 2 3.9 4.7V24h-4v-5.8c0-1.4-.3-2.5-1.7-2.5s-1.8 1.1-1.8 2.5V24H15z" fill="#fff"/></svg>\n',
  'logo.svg': `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="64" viewBox="0 0 240 64" role="img"><title>China International Organic Food Expo</title><circle cx="32" cy="32" r="28" fill="#1f6b3a"/><path d="M32 12c12 8 12 32 0 40-12-8-12-32 0-40z" fill="#8cc56a"/><path d="M32 16v34" stroke="#fff" stroke-width="2"/><text x="70" y="29" font-family="${FONT}" font-size="18" font-weight="700" fill="#154d29">有机食品博览会</text><text x="70" y="48" font-family="${FONT}" font-size="11" font-weight="600" fill="#4f5f54">ORGANIC FOOD EXPO CHINA</text></svg>\n`,
  // The square emblem of the wordmark above, for the header (config `logo_mark`).
  'logo-mark.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img"><title>Organic Food Expo</title><circle cx="32" cy="32" r="30" fill="#1f6b3a"/><path d="M32 10c13 9 13 35 0 44-13-9-13-35 0-44z" fill="#8cc56a"/><path d="M32 15v36" stroke="#fff" stroke-width="2.4"/><path d="M32 30l-7-6M32 38l7-6" stroke="#fff" stroke-width="2" stroke-linecap="round"/></svg>\n',
  'public-security-record.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" viewBox="0 0 20 20"><path d="M10 1l7 3v5c0 5-3 8.5-7 10-4-1.5-7-5-7-10V4z" fill="#2a62b6"/><path d="M10 5l1.3 2.8 3 .3-2.3 2 .7 3L10 11.6 7.3 13.1l.7-3-2.3-2 3-.3z" fill="#f7d774"/></svg>\n',
}

// ------------------------------------------------------------------------------------ documents

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
const crc32 = (buf) => {
  let c = 0xffffffff
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

/** A ZIP archive with stored (uncompressed) entries and a fixed timestamp (reproducible). */
function zip(entries) {
  const locals = []
  const centrals = []
  let offset = 0
  for (const [name, content] of entries) {
    const data = Buffer.from(content)
    const nameBuf = Buffer.from(name)
    const crc = crc32(data)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(0x0800, 6) // UTF-8 names
    local.writeUInt16LE(0, 8) // stored
    local.writeUInt16LE(0, 10)
    local.writeUInt16LE(0x5ac1, 12) // 2025-06-01
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(data.length, 18)
    local.writeUInt32LE(data.length, 22)
    local.writeUInt16LE(nameBuf.length, 26)
    local.writeUInt16LE(0, 28)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(0x0800, 8)
    central.writeUInt16LE(0, 10)
    central.writeUInt16LE(0, 12)
    central.writeUInt16LE(0x5ac1, 14)
    central.writeUInt32LE(crc, 16)
    central.writeUInt32LE(data.length, 20)
    central.writeUInt32LE(data.length, 24)
    central.writeUInt16LE(nameBuf.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, nameBuf, data)
    centrals.push(central, nameBuf)
    offset += local.length + nameBuf.length + data.length
  }
  const centralSize = centrals.reduce((sum, b) => sum + b.length, 0)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(centralSize, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, ...centrals, end])
}

/** A one-page PDF (Helvetica, ASCII text) with correct cross-reference offsets. */
function pdf(title, lines) {
  const esc = (s) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '')
  const text = [
    'BT /F1 24 Tf 72 760 Td',
    `(${esc(title)}) Tj`,
    '/F1 12 Tf 0 -36 Td',
    ...lines.map((line) => `(${esc(line)}) Tj 0 -18 Td`),
    'ET',
  ].join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets = []
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body))
    body += `${i + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = Buffer.byteLength(body)
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return body
}

function docx(title, paragraphs) {
  const p = (text, bold) =>
    `<w:p><w:r>${bold ? '<w:rPr><w:b/></w:rPr>' : ''}<w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`
  return zip([
    [
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ],
    [
      '_rels/.rels',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ],
    [
      'word/document.xml',
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${p(title, true)}${paragraphs.map((t) => p(t)).join('')}</w:body></w:document>`,
    ],
  ])
}

function documentFor(file) {
  const row = downloadByUrl.get(file)
  const title = row ? row.titleEn : path.basename(file)
  const titleCn = row ? row.titleCn : ''
  const lines = [
    'China International Organic Food Expo - 18th edition',
    '11-13 June 2025, Hall N5, Shanghai Pudong International Expo Centre',
    'Sample document generated for this site; the organiser replaces it with the real file.',
  ]
  if (file.endsWith('.pdf')) return pdf(title, lines)
  if (file.endsWith('.docx')) return docx(`${titleCn} ${title}`, lines)
  if (file.endsWith('.zip')) {
    return zip([
      ['README.txt', `${titleCn}\n${title}\n\n${lines.join('\n')}\n`],
      ['logo.svg', ICONS['logo.svg']],
    ])
  }
  return `${title}\n`
}

// ------------------------------------------------------------------------------------ world map

/**
 * The world's land and country borders (Natural Earth 110m, world-atlas) in the projection and frame
 * of map-projection.ts, which also places the markers; whole-pixel coordinates keep it small.
 */
function worldMap() {
  const world = JSON.parse(readFileSync(path.join(root, 'node_modules/world-atlas/countries-110m.json'), 'utf8'))
  const { width, height, scale, translate } = WORLD_MAP
  const projection = geoProjection(naturalEarth1Raw)
    .scale(scale)
    .translate(translate)
    .clipExtent([
      [0, 0],
      [width, height],
    ])
  const draw = geoPath(projection).digits(0)
  const land = draw(feature(world, world.objects.land))
  const borders = draw(mesh(world, world.objects.countries, (a, b) => a !== b))
  const graticule = draw(geoGraticule10())
  const sphere = draw({ type: 'Sphere' })
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<path d="${sphere}" fill="${palette.brandLight}"/>` +
    `<path d="${graticule}" fill="none" stroke="${palette.surface}" stroke-width="0.8"/>` +
    `<path d="${land}" fill="${palette.brand}" fill-opacity="0.3" stroke="${palette.brand}" stroke-opacity="0.5" stroke-width="0.6"/>` +
    `<path d="${borders}" fill="none" stroke="${palette.surface}" stroke-width="0.6"/>` +
    '</svg>\n'
  )
}

// ----------------------------------------------------------------------------------------- main

let written = 0
let unchanged = 0
function write(file, content) {
  const target = path.join(outDir, file)
  const data = Buffer.isBuffer(content) ? content : Buffer.from(content)
  if (existsSync(target) && readFileSync(target).equals(data)) {
    unchanged += 1
    return
  }
  mkdirSync(path.dirname(target), { recursive: true })
  writeFileSync(target, data)
  written += 1
}

/**
 * The drawing encoded as WebP. Encoding takes a few hundred milliseconds a picture, so a file is
 * encoded again only when its drawing changed: each drawing's digest is kept in a cache outside
 * public/ (WebP bytes also differ between libvips builds, so comparing bytes would rewrite every time).
 */
const rasterCacheFile = path.join(root, 'node_modules/.cache/generate-media/drawings.json')
const rasterCache = existsSync(rasterCacheFile) ? JSON.parse(readFileSync(rasterCacheFile, 'utf8')) : {}
async function writeRaster(file, svg) {
  const digest = createHash('sha256').update(svg).digest('hex')
  if (rasterCache[file] === digest && existsSync(path.join(outDir, file))) {
    unchanged += 1
    return
  }
  write(file, await sharp(Buffer.from(svg)).webp({ quality: 75 }).toBuffer())
  rasterCache[file] = digest
}

/** Folders whose files are committed (scripts/make-videos.mjs), not generated here. */
const COMMITTED = new Set(['videos', 'posters'])
const committed = []
const missing = []
const skipped = []
for (const asset of mediaManifest) {
  const file = asset.path
  const folder = file.split('/')[2]
  const name = path.basename(file)
  const size = { width: asset.width ?? 400, height: asset.height ?? 400 }
  if (COMMITTED.has(folder)) (existsSync(path.join(outDir, file)) ? committed : missing).push(file)
  else if (asset.kind === 'document') write(file, documentFor(file))
  else if (folder === 'qr') {
    const svg = await QRCode.toString(qrTargets.get(file) ?? 'https://organic-expo.example.cn/', {
      type: 'svg',
      margin: 2,
      width: size.width,
      errorCorrectionLevel: 'M',
      color: { dark: '#154d29', light: '#ffffff' },
    })
    write(file, svg.replace('<svg ', `<svg width="${size.width}" height="${size.height}" `))
  } else if (folder === 'partners') {
    const row = partnerByLogo.get(file)
    write(file, row ? partnerLogo(row, size) : illustration(file, size))
  } else if (folder === 'site' && ICONS[name]) write(file, ICONS[name])
  else if (file.endsWith('.webp')) await writeRaster(file, illustration(file, size))
  else if (!file.endsWith('.svg')) skipped.push(file)
  else {
    write(file, illustration(file, size))
  }
}

write(WORLD_MAP.src, worldMap())
mkdirSync(path.dirname(rasterCacheFile), { recursive: true })
writeFileSync(rasterCacheFile, `${JSON.stringify(rasterCache, null, 1)}\n`)

const names = (files) => files.map((f) => path.basename(f)).join(', ')
console.log(
  `media: ${written} written, ${unchanged} unchanged, ${committed.length} committed` +
    (skipped.length ? `, ${skipped.length} not generated (${names(skipped)})` : ''),
)
if (missing.length) {
  console.warn(`media: missing committed files (${names(missing)}); render them with node scripts/make-videos.mjs`)
}
