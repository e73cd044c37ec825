import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { accepts, chooseEncoding, precompress } from './compress.server'

describe('precompressed cached pages', () => {
  it('decompress to the page, and leave tiny pages alone', async () => {
    const html = new TextEncoder().encode(`<html>${'<p>中文 organic food</p>'.repeat(2000)}</html>`)
    const { br, gzip } = await precompress(html)
    expect(brotliDecompressSync(br ?? new Uint8Array()).equals(html)).toBe(true)
    expect(gunzipSync(gzip ?? new Uint8Array()).equals(html)).toBe(true)
    expect(br?.byteLength).toBeLessThan(html.byteLength / 10)
    expect(await precompress(new TextEncoder().encode('<p>hi</p>'))).toEqual({})
  })
})

describe('Accept-Encoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['identity', undefined],
    ['*', 'br'],
    ['gzip;q=0', undefined],
  ])('%s -> %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected)
  })
  it('refuses q=0', () => expect(accepts('gzip;q=0, br', 'gzip')).toBe(false))
})
