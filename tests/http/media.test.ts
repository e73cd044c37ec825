import { describe, expect, it } from 'vitest'
import { videoSeed } from '../../src/db/seed/gallery'
import { WORLD_MAP } from '../../src/features/global-network/map-projection'
import { api, get } from '../support/http'

const [clip] = videoSeed
if (!clip) throw new Error('the seed has no video')

describe('video clips', () => {
  it('the gallery API points at the committed WebM clips and WebP posters, in both languages', async () => {
    for (const lang of ['cn', 'en'] as const) {
      const { body } = await api<{ list: { src: string; poster: string }[] }>('/api/videos', { lang })
      expect(body.data.list.map((v) => v.src)).toEqual(videoSeed.map((v) => v.src))
      for (const video of body.data.list) {
        expect(video.src).toMatch(/\.webm$/)
        expect(video.poster).toMatch(/\.webp$/)
      }
    }
  })

  it('serves every clip as video/webm and every poster as image/webp', async () => {
    for (const row of videoSeed) {
      const video = await get(row.src)
      expect(video.status, row.src).toBe(200)
      expect(video.headers.get('content-type')).toBe('video/webm')
      expect(video.headers.get('accept-ranges')).toBe('bytes')
      expect(Number(video.headers.get('content-length'))).toBeGreaterThan(100_000)
      await video.body?.cancel()
      const poster = await get(row.poster)
      expect(poster.status, row.poster).toBe(200)
      expect(poster.headers.get('content-type')).toBe('image/webp')
      await poster.body?.cancel()
    }
  })

  it('answers byte ranges with 206 and the exact bytes, as browsers fetch video', async () => {
    const whole = new Uint8Array(await (await get(clip.src)).arrayBuffer())
    const size = whole.length
    // the WebM (EBML) signature opens the file
    expect([...whole.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3])

    const open = await get(clip.src, { range: 'bytes=0-' })
    expect(open.status).toBe(206)
    expect(open.headers.get('content-range')).toBe(`bytes 0-${size - 1}/${size}`)
    expect(open.headers.get('content-type')).toBe('video/webm')
    expect((await open.arrayBuffer()).byteLength).toBe(size)

    const middle = await get(clip.src, { range: 'bytes=1000-1999' })
    expect(middle.status).toBe(206)
    expect(middle.headers.get('content-range')).toBe(`bytes 1000-1999/${size}`)
    expect(middle.headers.get('content-length')).toBe('1000')
    expect(new Uint8Array(await middle.arrayBuffer())).toEqual(whole.subarray(1000, 2000))

    const tail = await get(clip.src, { range: 'bytes=-100' })
    expect(tail.status).toBe(206)
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(whole.subarray(size - 100))

    const beyond = await get(clip.src, { range: `bytes=${size}-` })
    expect(beyond.status).toBe(416)
    expect(beyond.headers.get('content-range')).toBe(`bytes */${size}`)
    await beyond.body?.cancel()
  })

  it('a range of a changed file (If-Range with another validator) gets the whole new file', async () => {
    const res = await get(clip.src, { range: 'bytes=0-9', 'if-range': '"not-the-current-etag"' })
    expect(res.status).toBe(200)
    await res.body?.cancel()
    const etag = (await get(clip.src, { range: 'bytes=0-0' })).headers.get('etag') ?? ''
    const current = await get(clip.src, { range: 'bytes=0-9', 'if-range': etag })
    expect(current.status).toBe(206)
    await current.body?.cancel()
  })

  it('a clip that does not exist is never answered with a slice of something else', async () => {
    // any unknown path shows the home page (spec), whole, without range support
    const res = await get('/media/videos/no-such-clip.webm', { range: 'bytes=0-' })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/html/)
    expect(res.headers.has('accept-ranges')).toBe(false)
    expect(res.headers.has('content-range')).toBe(false)
    await res.body?.cancel()
  })
})

describe('world map', () => {
  it('is a small SVG of the land in the map frame, compressed on the wire', async () => {
    const res = await get(WORLD_MAP.src, { 'accept-encoding': 'gzip' })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
    expect(res.headers.get('content-encoding')).toBe('gzip')
    // fetch decodes the body; the length on the wire is the header's
    expect(Number(res.headers.get('content-length'))).toBeLessThan(60 * 1024)
    const svg = await res.text()
    expect(svg).toContain(`width="${WORLD_MAP.width}" height="${WORLD_MAP.height}"`)
    expect(svg).toContain(`viewBox="0 0 ${WORLD_MAP.width} ${WORLD_MAP.height}"`)
    // land, borders, graticule and the globe's outline: a few long paths, no scripts
    expect((svg.match(/<path /g) ?? []).length).toBe(4)
    expect(svg.length).toBeGreaterThan(20_000)
    expect(svg).not.toMatch(/<script|on\w+=/i)
  })
})
