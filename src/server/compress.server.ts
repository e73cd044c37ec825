import { promisify } from 'node:util'
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib'

/**
 * Compression of HTML the server answers itself (static assets are precompressed by nitro).
 * - A cached page is compressed once, when it is stored (`precompress`): brotli at its highest
 *   quality and gzip at level 9, like the static files, on libuv's thread pool so the event loop
 *   keeps answering meanwhile (ADR 022).
 * - A page rendered for one request (back office, form answers, PAGE_CACHE=off) is compressed for
 *   that answer (`compress`): brotli at quality 4 or gzip at level 6, a few milliseconds a page.
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

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** The encodings of a cached page, made once per render; undefined for bodies too small to gain. */
export async function precompress(body: Uint8Array): Promise<Partial<Record<Encoding, Uint8Array>>> {
  if (!shouldCompress(body)) return {}
  const [br, gz] = await Promise.all([
    brotliAsync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipAsync(body, { level: 9 }),
  ])
  return { br, gzip: gz }
}
