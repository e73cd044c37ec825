import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { accepts, chooseEncoding, gzipSegments, gzipWithNonce } from './compress.server'

describe('gzip assembled around the nonce', () => {
  it('decompresses to the page with the fresh nonce, wherever the nonce sits', () => {
    const html = `NONCEa<script nonce="NONCE">x</script>${'中文 text '.repeat(3000)}NONCENONCE<p>end</p>NONCE`
    const segments = gzipSegments(html, 'NONCE')
    for (const fresh of ['abc', 'Zx9'.repeat(8)]) {
      expect(gunzipSync(gzipWithNonce(segments, fresh)).toString()).toBe(html.replaceAll('NONCE', fresh))
    }
  })

  it('is much smaller than the page', () => {
    const html = `<html><script nonce="N0">1</script>${'<p>organic food</p>'.repeat(2000)}</html>`
    expect(gzipWithNonce(gzipSegments(html, 'N0'), 'fresh').byteLength).toBeLessThan(html.length / 10)
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
