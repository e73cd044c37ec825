import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/**
 * Compression of HTML the server answers itself (static assets are precompressed by nitro).
 * Every page answer carries a fresh CSP nonce, so the bytes differ per answer and are compressed per
 * answer: brotli at quality 4 and gzip at level 6 cost about a millisecond for a page.
 */
export type Encoding = 'br' | 'gzip'

const MIN_BYTES = 1024

export function chooseEncoding(acceptEncoding: string | null): Encoding | undefined {
  if (!acceptEncoding) return undefined
  const accepted = new Map<string, number>()
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';')
    if (!name) continue
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined)
    accepted.set(name.trim(), q === undefined ? 1 : Number(q))
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0
  if (ok('br')) return 'br'
  if (ok('gzip')) return 'gzip'
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
