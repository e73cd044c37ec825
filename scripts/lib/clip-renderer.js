// Runs inside Chromium (scripts/make-videos.mjs serves it): draws one branded clip frame by frame
// on a canvas and encodes it with WebCodecs (VP9) into a WebM through mediabunny, which writes the
// duration and a cue per cluster, so the browser knows the length and can seek. Frames are drawn
// at exact timestamps, not captured in real time, so a busy machine cannot drop any.
import { BufferTarget, CanvasSource, Output, WebMOutputFormat } from './mediabunny.mjs'

const FPS = 25
/** Tints beside the theme's colours (the logo's leaf green, the sun's gold, the meadow, the dawn sky). */
const TINTS = { leaf: '#8cc56a', leafDark: '#5fa052', gold: '#f2c14e', meadow: '#c6e0c0', dawn: '#fdf8ec' }
const FONT = '"Noto Sans CJK SC", "Source Han Sans SC", "PingFang SC", "Microsoft YaHei", sans-serif'

/** Scene boundaries in seconds: title card, landscape with the clip's motif, closing card. */
const TITLE_END = 3.2
const CLOSING_START = 7.6
const CROSSFADE = 0.5

const clamp = (value, min = 0, max = 1) => Math.min(max, Math.max(min, value))
const progress = (t, start, duration) => clamp((t - start) / duration)
const easeOut = (p) => 1 - (1 - p) ** 3
const easeInOut = (p) => (p < 0.5 ? 4 * p ** 3 : 1 - (-2 * p + 2) ** 3 / 2)

/** A small deterministic random source (xorshift), so a clip renders the same every time. */
function randomFor(key) {
  let state = 2166136261
  for (const ch of key) state = Math.imul(state ^ ch.codePointAt(0), 16777619) >>> 0
  state ||= 1
  return () => {
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    return (state >>> 0) / 4294967296
  }
}

function leaf(ctx, x, y, size, rotation, colour, alpha = 1) {
  ctx.save()
  ctx.translate(x, y)
  ctx.rotate(rotation)
  ctx.scale(size / 80, size / 80)
  ctx.globalAlpha *= alpha
  ctx.fillStyle = colour
  ctx.beginPath()
  ctx.moveTo(0, -40)
  ctx.bezierCurveTo(24, -24, 24, 24, 0, 40)
  ctx.bezierCurveTo(-24, 24, -24, -24, 0, -40)
  ctx.fill()
  ctx.strokeStyle = 'rgba(255,255,255,0.55)'
  ctx.lineWidth = 2
  ctx.beginPath()
  ctx.moveTo(0, -34)
  ctx.lineTo(0, 36)
  ctx.stroke()
  ctx.restore()
}

/** The fair's mark (as public/media/site/logo.svg): a leaf in a circle, drawn in as `p` goes to 1. */
function logo(ctx, cx, cy, r, p, colours) {
  ctx.save()
  ctx.globalAlpha *= clamp(p * 2)
  ctx.fillStyle = colours.surface
  ctx.beginPath()
  ctx.arc(cx, cy, r * easeOut(p), 0, Math.PI * 2)
  ctx.fill()
  ctx.fillStyle = colours.brand
  ctx.beginPath()
  ctx.arc(cx, cy, r * 0.86 * easeOut(p), 0, Math.PI * 2)
  ctx.fill()
  leaf(ctx, cx, cy, r * 1.3 * easeOut(progress(p, 0.3, 0.7)), 0, TINTS.leaf)
  ctx.restore()
}

function text(ctx, value, x, y, { size, weight = 400, colour, align = 'center', alpha = 1 }) {
  ctx.save()
  ctx.globalAlpha *= alpha
  ctx.font = `${weight} ${size}px ${FONT}`
  ctx.textAlign = align
  ctx.textBaseline = 'middle'
  ctx.fillStyle = colour
  ctx.fillText(value, x, y)
  ctx.restore()
}

function gradientBackground(ctx, width, height, top, bottom) {
  const gradient = ctx.createLinearGradient(0, 0, 0, height)
  gradient.addColorStop(0, top)
  gradient.addColorStop(1, bottom)
  ctx.fillStyle = gradient
  ctx.fillRect(0, 0, width, height)
}

/** Leaves drifting across the frame, each on its own path. */
function driftingLeaves(ctx, t, { width }, leaves) {
  for (const l of leaves) {
    const x = ((l.x + l.speed * t) % (width + 200)) - 100
    const y = l.y + Math.sin(t * l.sway + l.phase) * 24
    leaf(ctx, x, y, l.size, l.phase + t * l.spin, l.colour, l.alpha)
  }
}

function titleCard(ctx, t, spec) {
  const { width, height, colours } = spec
  gradientBackground(ctx, width, height, colours.brandDark, colours.brand)
  driftingLeaves(ctx, t, spec, spec.leaves.slice(0, 6))
  logo(ctx, width / 2, height * 0.3, 64, progress(t, 0.1, 0.9), colours)
  const line = easeOut(progress(t, 0.5, 0.8))
  ctx.fillStyle = colours.accent
  ctx.fillRect(width / 2 - 160 * line, height * 0.455, 320 * line, 4)
  const rise = (start) => 24 * (1 - easeOut(progress(t, start, 0.7)))
  text(ctx, spec.title.cn, width / 2, height * 0.56 + rise(0.6), {
    size: 64,
    weight: 700,
    colour: colours.textOnBrand,
    alpha: progress(t, 0.6, 0.6),
  })
  text(ctx, spec.title.en, width / 2, height * 0.67 + rise(0.9), {
    size: 34,
    colour: colours.brandLight,
    alpha: progress(t, 0.9, 0.6),
  })
  text(ctx, `${spec.edition.cn} · ${spec.edition.en}`, width / 2, height * 0.84, {
    size: 24,
    colour: colours.brandLight,
    alpha: 0.85 * progress(t, 1.2, 0.6),
  })
}

function hills(ctx, t, { width, height, colours }) {
  const layers = [
    { base: 0.6, amplitude: 0.05, waves: 2.2, speed: 6, colour: TINTS.meadow, alpha: 0.9 },
    { base: 0.7, amplitude: 0.045, waves: 3, speed: 14, colour: TINTS.leaf, alpha: 0.85 },
    { base: 0.8, amplitude: 0.035, waves: 2.4, speed: 26, colour: colours.brand, alpha: 1 },
  ]
  for (const [i, layer] of layers.entries()) {
    ctx.save()
    ctx.fillStyle = layer.colour
    ctx.globalAlpha *= layer.alpha
    ctx.beginPath()
    ctx.moveTo(0, height)
    for (let x = 0; x <= width; x += 16) {
      const phase = ((x + layer.speed * t) / width) * Math.PI * layer.waves + i
      ctx.lineTo(x, height * (layer.base + Math.sin(phase) * layer.amplitude))
    }
    ctx.lineTo(width, height)
    ctx.closePath()
    ctx.fill()
    ctx.restore()
  }
}

/** Sprouts growing out of the front hill, one after another. */
function sprouts(ctx, t, { width, height, colours, sproutsAt }) {
  for (const [i, at] of sproutsAt.entries()) {
    const grow = easeOut(progress(t, TITLE_END + 0.2 + i * 0.18, 1.4))
    if (grow === 0) continue
    const x = width * at
    const ground = height * 0.82
    const top = ground - 130 * grow
    ctx.strokeStyle = colours.brandDark
    ctx.lineWidth = 5
    ctx.lineCap = 'round'
    ctx.beginPath()
    ctx.moveTo(x, ground)
    ctx.quadraticCurveTo(x - 12, (ground + top) / 2, x, top)
    ctx.stroke()
    const sway = Math.sin(t * 2 + i) * 0.12
    leaf(ctx, x - 4, top + 10, 52 * grow, -0.9 + sway, TINTS.leaf)
    leaf(ctx, x + 4, top + 28, 46 * grow, 0.9 + sway, TINTS.leafDark)
  }
}

function sun(ctx, t, { width, height, colours }) {
  const rise = easeInOut(progress(t, TITLE_END - CROSSFADE, CLOSING_START - TITLE_END))
  const x = width * 0.78
  const y = height * (0.52 - 0.3 * rise)
  const glow = ctx.createRadialGradient(x, y, 20, x, y, 190)
  glow.addColorStop(0, 'rgba(242,193,78,0.55)')
  glow.addColorStop(1, 'rgba(242,193,78,0)')
  ctx.fillStyle = glow
  ctx.fillRect(x - 190, y - 190, 380, 380)
  ctx.fillStyle = colours.accent
  ctx.beginPath()
  ctx.arc(x, y, 62, 0, Math.PI * 2)
  ctx.fill()
}

// ------------------------------------------------------------------ motifs, one per clip

const MOTIFS = {
  /** Soft bokeh lights rising, for the highlights reel. */
  bokeh(ctx, t, { width, height }, random) {
    for (let i = 0; i < 18; i++) {
      const x = random() * width
      const speed = 20 + random() * 40
      const y = height - ((random() * height + speed * t) % height)
      const r = 10 + random() * 26
      ctx.fillStyle = `rgba(255,255,255,${(0.18 + random() * 0.3).toFixed(2)})`
      ctx.beginPath()
      ctx.arc(x, y, r, 0, Math.PI * 2)
      ctx.fill()
    }
  },
  /** A ribbon waving across the frame and confetti falling, for the opening ceremony. */
  ribbon(ctx, t, { width, height, colours }, random) {
    ctx.strokeStyle = colours.accent
    ctx.lineWidth = 14
    ctx.beginPath()
    for (let x = 0; x <= width; x += 20) {
      const y = height * 0.34 + Math.sin(x / 140 + t * 2.4) * 18
      if (x === 0) ctx.moveTo(x, y)
      else ctx.lineTo(x, y)
    }
    ctx.stroke()
    const confetti = [colours.accent, colours.brand, '#e6162d', TINTS.gold, colours.surface]
    for (let i = 0; i < 60; i++) {
      const x = random() * width + Math.sin(t * 3 + i) * 12
      const y = ((random() * height + (60 + random() * 60) * t) % (height * 0.9)) - 20
      ctx.save()
      ctx.translate(x, y)
      ctx.rotate(t * (1 + random() * 3) + i)
      ctx.fillStyle = confetti[i % confetti.length]
      ctx.fillRect(-5, -3, 10, 6)
      ctx.restore()
    }
  },
  /** Bunting swaying along the top, for the pavilion tour. */
  bunting(ctx, t, { width, colours }) {
    const flags = [colours.accent, colours.brand, TINTS.gold, colours.brandDark]
    for (let row = 0; row < 2; row++) {
      const sag = 40 + row * 30
      const count = 14
      for (let i = 0; i < count; i++) {
        const x = ((i + 0.5) / count) * width
        const u = (i + 0.5) / count
        const y = 20 + row * 70 + sag * 4 * u * (1 - u)
        const swing = Math.sin(t * 2.2 + i * 0.7 + row) * 0.18
        ctx.save()
        ctx.translate(x, y)
        ctx.rotate(swing)
        ctx.fillStyle = flags[(i + row) % flags.length]
        ctx.beginPath()
        ctx.moveTo(-22, 0)
        ctx.lineTo(22, 0)
        ctx.lineTo(0, 44)
        ctx.closePath()
        ctx.fill()
        ctx.restore()
      }
    }
  },
  /** A trophy rising with stars around it, for the awards ceremony. */
  trophy(ctx, t, { width, height, colours }, random) {
    const rise = easeOut(progress(t, TITLE_END, 1.6))
    const cx = width * 0.32
    const cy = height * (0.78 - 0.3 * rise)
    ctx.fillStyle = TINTS.gold
    ctx.strokeStyle = colours.accentDark
    ctx.lineWidth = 4
    ctx.beginPath()
    ctx.moveTo(cx - 70, cy - 80)
    ctx.lineTo(cx + 70, cy - 80)
    ctx.quadraticCurveTo(cx + 66, cy + 10, cx, cy + 24)
    ctx.quadraticCurveTo(cx - 66, cy + 10, cx - 70, cy - 80)
    ctx.fill()
    ctx.stroke()
    ctx.fillRect(cx - 10, cy + 24, 20, 40)
    ctx.fillRect(cx - 48, cy + 64, 96, 18)
    for (const side of [-1, 1]) {
      ctx.beginPath()
      ctx.arc(cx + side * 78, cy - 50, 26, 0, Math.PI * 2)
      ctx.stroke()
    }
    for (let i = 0; i < 10; i++) {
      const angle = random() * Math.PI * 2
      const distance = 120 + random() * 80
      const twinkle = 0.5 + 0.5 * Math.sin(t * 5 + i)
      star(ctx, cx + Math.cos(angle) * distance, cy - 30 + Math.sin(angle) * distance * 0.6, 8 + 10 * twinkle)
    }
  },
  /** Speech bubbles popping up, for what visitors say. */
  bubbles(ctx, t, { width, height, colours }, random) {
    for (let i = 0; i < 6; i++) {
      const start = TITLE_END + 0.2 + i * 0.55
      const pop = easeOut(progress(t, start, 0.4))
      if (pop === 0) continue
      const x = width * (0.12 + random() * 0.6)
      const y = height * (0.14 + random() * 0.3) - (t - start) * 8
      const w = 150 * pop
      const h = 76 * pop
      ctx.fillStyle = i % 2 ? colours.surface : colours.brandLight
      ctx.strokeStyle = colours.brand
      ctx.lineWidth = 3
      ctx.beginPath()
      ctx.roundRect(x - w / 2, y - h / 2, w, h, 24 * pop)
      ctx.moveTo(x - 16 * pop, y + h / 2)
      ctx.lineTo(x - 30 * pop, y + h / 2 + 24 * pop)
      ctx.lineTo(x + 4 * pop, y + h / 2)
      ctx.fill()
      ctx.stroke()
      ctx.fillStyle = colours.brand
      for (let d = -1; d <= 1; d++) {
        ctx.beginPath()
        ctx.arc(x + d * 30 * pop, y, 7 * pop, 0, Math.PI * 2)
        ctx.fill()
      }
    }
  },
}

function star(ctx, x, y, r) {
  ctx.fillStyle = '#fff6d6'
  ctx.beginPath()
  for (let i = 0; i < 10; i++) {
    const angle = (i * Math.PI) / 5 - Math.PI / 2
    const radius = i % 2 ? r * 0.45 : r
    ctx.lineTo(x + Math.cos(angle) * radius, y + Math.sin(angle) * radius)
  }
  ctx.closePath()
  ctx.fill()
}

function landscape(ctx, t, spec, { caption = true } = {}) {
  const { width, height, colours } = spec
  gradientBackground(ctx, width, height, TINTS.dawn, colours.brandLight)
  sun(ctx, t, spec)
  driftingLeaves(ctx, t, spec, spec.leaves)
  hills(ctx, t, spec)
  ;(MOTIFS[spec.motif] ?? MOTIFS.bokeh)(ctx, t, spec, randomFor(`${spec.stem}:motif`))
  sprouts(ctx, t, spec)
  if (!caption) return
  const show = progress(t, TITLE_END, 0.6)
  ctx.save()
  ctx.globalAlpha *= 0.82 * show
  ctx.fillStyle = colours.brandDark
  ctx.fillRect(0, height - 112, width, 112)
  ctx.restore()
  text(ctx, spec.title.cn, 48, height - 76, {
    size: 34,
    weight: 700,
    colour: colours.textOnBrand,
    align: 'left',
    alpha: show,
  })
  text(ctx, spec.title.en, 48, height - 34, { size: 24, colour: colours.brandLight, align: 'left', alpha: show })
}

function closingCard(ctx, t, spec) {
  const { width, height, colours } = spec
  gradientBackground(ctx, width, height, colours.brand, colours.brandDark)
  driftingLeaves(ctx, t, spec, spec.leaves.slice(0, 6))
  const p = progress(t, CLOSING_START, 0.8)
  logo(ctx, width / 2, height * 0.24, 56, p, colours)
  text(ctx, spec.brand.cn, width / 2, height * 0.44, { size: 50, weight: 700, colour: colours.textOnBrand, alpha: p })
  text(ctx, spec.brand.en, width / 2, height * 0.53, { size: 30, colour: colours.brandLight, alpha: p })
  const q = progress(t, CLOSING_START + 0.4, 0.8)
  ctx.fillStyle = colours.accent
  ctx.fillRect(width / 2 - 150 * q, height * 0.61, 300 * q, 4)
  text(ctx, spec.when.cn, width / 2, height * 0.7, { size: 30, weight: 700, colour: colours.textOnBrand, alpha: q })
  text(ctx, spec.when.en, width / 2, height * 0.78, { size: 24, colour: colours.brandLight, alpha: q })
}

/** One frame at time t: the current scene, and the next one fading in over it through `layer`. */
function frame(ctx, layer, t, spec) {
  const intoLandscape = progress(t, TITLE_END - CROSSFADE, CROSSFADE)
  const intoClosing = progress(t, CLOSING_START - CROSSFADE, CROSSFADE)
  const current = intoLandscape < 1 ? titleCard : intoClosing < 1 ? landscape : closingCard
  current(ctx, t, spec)
  const [incoming, alpha] =
    intoLandscape > 0 && intoLandscape < 1 ? [landscape, intoLandscape] : [closingCard, intoClosing]
  if (alpha <= 0 || alpha >= 1) return
  incoming(layer.getContext('2d'), t, spec)
  ctx.globalAlpha = alpha
  ctx.drawImage(layer, 0, 0)
  ctx.globalAlpha = 1
}

async function dataUrl(blob) {
  return await new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''))
    reader.onerror = () => reject(reader.error)
    reader.readAsDataURL(blob)
  })
}

/**
 * Renders one clip; resolves with the WebM and the poster (a WebP still of the landscape without
 * its caption, since the page shows the title beside it), both base64.
 */
export async function renderClip(input) {
  const random = randomFor(input.stem)
  const spec = {
    ...input,
    leaves: Array.from({ length: 12 }, (_, i) => ({
      x: random() * (input.width + 200),
      y: input.height * (0.08 + random() * 0.5),
      size: 26 + random() * 34,
      speed: 30 + random() * 50,
      sway: 0.8 + random() * 1.2,
      spin: (random() - 0.5) * 0.8,
      phase: random() * Math.PI * 2,
      colour: [input.colours.brand, TINTS.leaf, input.colours.accent][i % 3],
      alpha: 0.55 + random() * 0.35,
    })),
    sproutsAt: Array.from({ length: 7 }, (_, i) => 0.08 + i * 0.14 + (random() - 0.5) * 0.04),
  }
  const canvas = new OffscreenCanvas(spec.width, spec.height)
  const ctx = canvas.getContext('2d')
  const layer = new OffscreenCanvas(spec.width, spec.height)

  const output = new Output({ format: new WebMOutputFormat(), target: new BufferTarget() })
  const source = new CanvasSource(canvas, { codec: 'vp9', bitrate: spec.bitrate, keyFrameInterval: 1 })
  output.addVideoTrack(source, { frameRate: FPS })
  await output.start()
  const frames = Math.round(spec.seconds * FPS)
  for (let i = 0; i < frames; i++) {
    frame(ctx, layer, i / FPS, spec)
    await source.add(i / FPS, 1 / FPS)
  }
  source.close()
  await output.finalize()
  const video = await dataUrl(new Blob([output.target.buffer], { type: 'video/webm' }))

  landscape(ctx, spec.posterAt, spec, { caption: false })
  const poster = await dataUrl(await canvas.convertToBlob({ type: 'image/webp', quality: 0.8 }))
  return { video, poster }
}
