import { describe, expect, it } from 'vitest'
import { parseByteRange, withByteRanges } from './byte-ranges'

describe('parseByteRange', () => {
  it('reads one plain bytes range against the body size', () => {
    expect(parseByteRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 })
    expect(parseByteRange('bytes=100-', 1000)).toEqual({ start: 100, end: 999 })
    expect(parseByteRange('bytes=-10', 1000)).toEqual({ start: 990, end: 999 })
    expect(parseByteRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 })
    expect(parseByteRange('bytes=900-5000', 1000)).toEqual({ start: 900, end: 999 })
  })

  it('calls ranges past the end unsatisfiable', () => {
    expect(parseByteRange('bytes=1000-', 1000)).toBe('unsatisfiable')
    expect(parseByteRange('bytes=-0', 1000)).toBe('unsatisfiable')
  })

  it('ignores what is not one plain bytes range (the whole body is the answer)', () => {
    for (const header of [null, '', 'bytes=', 'bytes=-', 'bytes=5-2', 'items=0-1', 'bytes=0-1,5-6', 'bytes=a-b']) {
      expect(parseByteRange(header, 1000), String(header)).toBeUndefined()
    }
  })
})

describe('withByteRanges', () => {
  const body = new Uint8Array(Array.from({ length: 256 }, (_, i) => i))
  const asset =
    (headers: Record<string, string> = {}) =>
    () =>
      new Response(body, {
        status: 200,
        headers: {
          'content-type': 'video/webm',
          etag: '"v1"',
          'last-modified': 'Sun, 01 Jun 2025 00:00:00 GMT',
          ...headers,
        },
      })
  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Request(`http://fair.test${path}`, { method, headers })

  it('answers a range of a media file with 206 and exactly those bytes', async () => {
    const res = await withByteRanges(get('/media/videos/a.webm', { range: 'bytes=10-19' }), asset())
    expect(res.status).toBe(206)
    expect(res.headers.get('content-range')).toBe('bytes 10-19/256')
    expect(res.headers.get('content-length')).toBe('10')
    expect(res.headers.get('content-type')).toBe('video/webm')
    expect(res.headers.get('accept-ranges')).toBe('bytes')
    expect([...new Uint8Array(await res.arrayBuffer())]).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19])
  })

  it('answers an unsatisfiable range with 416 and the size', async () => {
    const res = await withByteRanges(get('/media/videos/a.webm', { range: 'bytes=999-' }), asset())
    expect(res.status).toBe(416)
    expect(res.headers.get('content-range')).toBe('bytes */256')
  })

  it('answers whole, advertising ranges, without a range or when If-Range names another version', async () => {
    for (const request of [
      get('/media/videos/a.webm'),
      get('/media/videos/a.webm', {}, 'HEAD'),
      get('/media/videos/a.webm', { range: 'bytes=0-1', 'if-range': '"v0"' }),
      get('/media/videos/a.webm', { range: 'bytes=0-1', 'if-range': 'Sat, 31 May 2025 00:00:00 GMT' }),
    ]) {
      const res = await withByteRanges(request, asset())
      expect(res.status, request.method).toBe(200)
      expect(res.headers.get('accept-ranges')).toBe('bytes')
    }
    const current = await withByteRanges(
      get('/media/videos/a.webm', { range: 'bytes=0-1', 'if-range': '"v1"' }),
      asset(),
    )
    expect(current.status).toBe(206)
  })

  it('leaves other paths, other answers and encoded bodies alone', async () => {
    const page = await withByteRanges(get('/news', { range: 'bytes=0-1' }), asset({ 'content-type': 'text/html' }))
    expect(page.status).toBe(200)
    expect(page.headers.has('accept-ranges')).toBe(false)
    const gzipped = await withByteRanges(
      get('/media/a.svg', { range: 'bytes=0-1' }),
      asset({ 'content-encoding': 'gzip' }),
    )
    expect(gzipped.status).toBe(200)
    const missing = await withByteRanges(
      get('/media/none.webm', { range: 'bytes=0-1' }),
      () => new Response(null, { status: 404 }),
    )
    expect(missing.status).toBe(404)
  })
})
