import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { PDF_BYTES as PDF, photoWithExif } from '../../../tests/support/images'
import { nameMatchesType, processUpload, sniffType, UnreadableImage } from './image-pipeline.server'

const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')

describe('upload types, judged by the bytes', () => {
  it('knows JPEG, PNG, WebP, AVIF and PDF, and nothing else (SVG refused)', async () => {
    const pixel = sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a0' } })
    expect(sniffType(await photoWithExif(16, 16))?.format).toBe('jpeg')
    expect(sniffType(new Uint8Array(await pixel.clone().png().toBuffer()))?.format).toBe('png')
    expect(sniffType(new Uint8Array(await pixel.clone().webp().toBuffer()))?.format).toBe('webp')
    expect(sniffType(new Uint8Array(await pixel.clone().avif().toBuffer()))?.format).toBe('avif')
    expect(sniffType(PDF)).toMatchObject({ kind: 'document', format: 'pdf' })
    expect(sniffType(SVG)).toBeNull()
    expect(sniffType(new Uint8Array(await pixel.clone().gif().toBuffer()))).toBeNull()
    expect(sniffType(new Uint8Array([0xff, 0xd8]))).toBeNull()
  })

  it('refuses a name that disagrees with the content (a PDF renamed .jpg)', () => {
    const pdf = sniffType(PDF)
    if (!pdf) throw new Error('PDF not recognised')
    expect(nameMatchesType('brochure.pdf', pdf)).toBe(true)
    expect(nameMatchesType('photo.jpg', pdf)).toBe(false)
    expect(nameMatchesType('pdf', pdf)).toBe(false)
    expect(nameMatchesType('HALL.JPEG', { kind: 'image', format: 'jpeg', contentType: 'image/jpeg' })).toBe(true)
  })
})

describe('the picture pipeline', () => {
  it('drops EXIF and GPS from the original and every rendition, and makes each width in AVIF and WebP', async () => {
    const photo = await photoWithExif()
    expect((await sharp(photo).metadata()).exif).toBeDefined()
    const type = sniffType(photo)
    if (!type) throw new Error('JPEG not recognised')
    const result = await processUpload(photo, type)
    expect(result).toMatchObject({ kind: 'image', width: 2000, height: 1200 })
    expect(result.original.key).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{64}\/original\.jpeg$/)
    expect(result.variants.map((v) => `${v.width}x${v.height}.${v.format}`)).toEqual([
      '480x288.avif',
      '480x288.webp',
      '960x576.avif',
      '960x576.webp',
      '1600x960.avif',
      '1600x960.webp',
    ])
    for (const file of [result.original.body, ...result.variants.map((v) => v.body)]) {
      const meta = await sharp(file).metadata()
      expect(meta.exif).toBeUndefined()
      expect(meta.xmp).toBeUndefined()
      expect(Buffer.from(file).includes('PhoneMaker')).toBe(false)
    }
  })

  it('never enlarges a small picture: one rendition at its own width', async () => {
    const small = new Uint8Array(
      await sharp({ create: { width: 300, height: 200, channels: 4, background: '#fff8' } })
        .png()
        .toBuffer(),
    )
    const type = sniffType(small)
    if (!type) throw new Error('PNG not recognised')
    const result = await processUpload(small, type)
    expect(result.variants.map((v) => `${v.width}.${v.format}`)).toEqual(['300.avif', '300.webp'])
    expect(result.original.contentType).toBe('image/png')
  })

  it('says a damaged picture is unreadable', async () => {
    const broken = (await photoWithExif(64, 64)).slice(0, 200)
    const type = sniffType(broken)
    if (!type) throw new Error('JPEG header not recognised')
    await expect(processUpload(broken, type)).rejects.toBeInstanceOf(UnreadableImage)
  })

  it('keeps a PDF as sent', async () => {
    const type = sniffType(PDF)
    if (!type) throw new Error('PDF not recognised')
    const result = await processUpload(PDF, type)
    expect(result).toMatchObject({ kind: 'document', width: null, variants: [] })
    expect(result.original.body).toEqual(PDF)
    expect(result.original.key).toMatch(/\/document\.pdf$/)
  })
})
