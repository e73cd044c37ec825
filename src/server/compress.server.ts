import { brotliCompressSync, constants, crc32, deflateRawSync, gzipSync } from 'node:zlib'

/**
 * Compression of HTML the server answers itself (static assets are precompressed by nitro).
 * Every page answer carries a fresh CSP nonce, so the bytes differ per answer and are compressed per
 * answer: brotli at quality 4 and gzip at level 6 cost about a millisecond for a page.
 */
export type Encoding = 'br' | 'gzip'

const MIN_BYTES = 1024

/** Whether `Accept-Encoding` accepts `name` (q > 0, directly or through `*`). */
export function accepts(acceptEncoding: string | null, name: Encoding): boolean {
  if (!acceptEncoding) return false
  const accepted = new Map<string, number>()
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [coding, ...params] = part.trim().split(';')
    if (!coding) continue
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined)
    accepted.set(coding.trim(), q === undefined ? 1 : Number(q))
  }
  return (accepted.get(name) ?? accepted.get('*') ?? 0) > 0
}

/** Brotli first (smaller), then gzip, for HTML compressed per answer. */
export function chooseEncoding(acceptEncoding: string | null): Encoding | undefined {
  if (accepts(acceptEncoding, 'br')) return 'br'
  if (accepts(acceptEncoding, 'gzip')) return 'gzip'
  return undefined
}

export function compress(body: Uint8Array, encoding: Encoding): Uint8Array {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 4,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      })
    : gzipSync(body, { level: 6 })
}

export function shouldCompress(body: Uint8Array): boolean {
  return body.byteLength >= MIN_BYTES
}

/**
 * Gzip for cached pages without compressing on every answer. The cached HTML is split at its render
 * nonce; each segment is deflated once, on its own (no back-reference crosses a nonce), ending with
 * a sync flush so it is byte-aligned. An answer is then: gzip header, segment, the fresh nonce as a
 * stored (uncompressed) deflate block, segment, …, a final empty block, CRC-32 and length. Only the
 * CRC is computed per answer (hardware-fast), so a cached page costs about what a static file does.
 */
export interface GzipSegments {
  segments: Uint8Array[]
  raw: Uint8Array[]
}

const textEncoder = new TextEncoder()
const GZIP_HEADER = Uint8Array.of(0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0x03)
const FINAL_EMPTY_BLOCK = Uint8Array.of(0x01, 0x00, 0x00, 0xff, 0xff)

/** The page as UTF-8 parts between its render nonce (computed once per cached page). */
export function splitAtNonce(html: string, placeholder: string): Uint8Array[] {
  return html.split(placeholder).map((part) => textEncoder.encode(part))
}

/** The uncompressed page with `nonce` between its parts: a copy, no string work per answer. */
export function joinWithNonce(raw: Uint8Array[], nonce: string): Uint8Array {
  const nonceBytes = textEncoder.encode(nonce)
  const out = new Uint8Array(raw.reduce((n, part) => n + part.byteLength, 0) + nonceBytes.byteLength * (raw.length - 1))
  let offset = 0
  raw.forEach((part, i) => {
    if (i > 0) {
      out.set(nonceBytes, offset)
      offset += nonceBytes.byteLength
    }
    out.set(part, offset)
    offset += part.byteLength
  })
  return out
}

export function gzipSegments(html: string, placeholder: string, raw = splitAtNonce(html, placeholder)): GzipSegments {
  const segments = raw.map((part) =>
    part.byteLength === 0 ? new Uint8Array(0) : deflateRawSync(part, { level: 9, finishFlush: constants.Z_SYNC_FLUSH }),
  )
  return { segments, raw }
}

export function gzipWithNonce({ segments, raw }: GzipSegments, nonce: string): Uint8Array {
  const nonceBytes = textEncoder.encode(nonce)
  const stored = new Uint8Array(5 + nonceBytes.byteLength)
  stored[0] = 0x00 // BFINAL=0, BTYPE=00 (stored), padded to the byte boundary
  stored[1] = nonceBytes.byteLength & 0xff
  stored[2] = nonceBytes.byteLength >> 8
  stored[3] = ~nonceBytes.byteLength & 0xff
  stored[4] = (~nonceBytes.byteLength >> 8) & 0xff
  stored.set(nonceBytes, 5)
  const parts: Uint8Array[] = [GZIP_HEADER]
  let crc = 0
  let size = 0
  segments.forEach((segment, i) => {
    if (i > 0) {
      parts.push(stored)
      crc = crc32(nonceBytes, crc)
      size += nonceBytes.byteLength
    }
    parts.push(segment)
    crc = crc32(raw[i] as Uint8Array, crc)
    size += (raw[i] as Uint8Array).byteLength
  })
  parts.push(FINAL_EMPTY_BLOCK)
  const trailer = new Uint8Array(8)
  const view = new DataView(trailer.buffer)
  view.setUint32(0, crc >>> 0, true)
  view.setUint32(4, size >>> 0, true)
  parts.push(trailer)
  const out = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0))
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.byteLength
  }
  return out
}
