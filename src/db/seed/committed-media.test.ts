import { readFileSync, statSync } from 'node:fs'
import { ALL_FORMATS, BufferSource, Input } from 'mediabunny'
import { describe, expect, it } from 'vitest'
import { MEDIA_FOLDERS } from '../media-paths'
import { videoSeed } from './gallery'

/** The clips and posters are committed (scripts/make-videos.mjs), so `npm start` needs no browser. */
const publicFile = (path: string) => new URL(`../../../public${path}`, import.meta.url)

describe('committed video clips', () => {
  for (const row of videoSeed) {
    it(`${row.src}: a seekable VP9 WebM of 8-12 s at the video frame, under 1.5 MB, with its WebP poster`, async () => {
      const file = publicFile(row.src)
      expect(statSync(file).size).toBeLessThan(1.5 * 1024 * 1024)
      const bytes = readFileSync(file)
      // a Cues element (ID 1C 53 BB 6B): the browser seeks without reading the file from the start
      expect(bytes.includes(Buffer.from([0x1c, 0x53, 0xbb, 0x6b]))).toBe(true)
      const input = new Input({ source: new BufferSource(bytes), formats: ALL_FORMATS })
      expect((await input.getFormat()).name).toBe('WebM')
      // the duration is written in the file's header, not only found by reading it to the end
      const declared = await input.getDurationFromMetadata()
      expect(declared).toBeGreaterThanOrEqual(8)
      expect(declared).toBeLessThanOrEqual(12)
      expect(await input.computeDuration()).toBeCloseTo(declared ?? 0, 1)
      const track = await input.getPrimaryVideoTrack()
      expect(await track?.getCodec()).toBe('vp9')
      expect(await track?.getCodedWidth()).toBe(MEDIA_FOLDERS.videos.width)
      expect(await track?.getCodedHeight()).toBe(MEDIA_FOLDERS.videos.height)

      const poster = readFileSync(publicFile(row.poster))
      expect(poster.subarray(0, 4).toString('latin1')).toBe('RIFF')
      expect(poster.subarray(8, 12).toString('latin1')).toBe('WEBP')
      expect(poster.length).toBeLessThan(100 * 1024)
    })
  }
})
