import { createHash } from 'node:crypto'
import sharp, { type OutputInfo } from 'sharp'
import type { MediaKind, MediaVariant } from '~/db/schema'

/** What an upload is, judged from its first bytes (never from its name or the browser's type). */
export type SniffedType =
  | { kind: 'image'; format: 'jpeg' | 'png' | 'webp' | 'avif'; contentType: string }
  | { kind: 'document'; format: 'pdf'; contentType: 'application/pdf' }

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end))

/**
 * JPEG, PNG, WebP, AVIF and PDF by their signatures; anything else (SVG, which can carry script,
 * GIF, HEIC, executables) is null and refused.
 */
export function sniffType(bytes: Uint8Array): SniffedType | null {
  if (bytes.length < 12) return null
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return { kind: 'image', format: 'jpeg', contentType: 'image/jpeg' }
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return { kind: 'image', format: 'png', contentType: 'image/png' }
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP')
    return { kind: 'image', format: 'webp', contentType: 'image/webp' }
  if (ascii(bytes, 4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(bytes, 8, 12)))
    return { kind: 'image', format: 'avif', contentType: 'image/avif' }
  if (ascii(bytes, 0, 5) === '%PDF-') return { kind: 'document', format: 'pdf', contentType: 'application/pdf' }
  return null
}

const EXTENSIONS: Record<SniffedType['format'], readonly string[]> = {
  jpeg: ['jpg', 'jpeg', 'jfif'],
  png: ['png'],
  webp: ['webp'],
  avif: ['avif'],
  pdf: ['pdf'],
}

/**
 * The name's extension agrees with the content: a PDF renamed `photo.jpg` is refused rather than
 * quietly filed as a document (someone meant to upload a picture, or is probing the upload).
 */
export function nameMatchesType(fileName: string, type: SniffedType): boolean {
  const dot = fileName.lastIndexOf('.')
  return dot > 0 && EXTENSIONS[type.format].includes(fileName.slice(dot + 1).toLowerCase())
}

/** The widths public pages choose from (`srcset`); none larger than the picture itself. */
const IMAGE_WIDTHS = [480, 960, 1600] as const
/** Decompression bombs: a 2 MB file may claim 100 000 x 100 000 pixels. */
const MAX_INPUT_PIXELS = 60_000_000

interface StoredFile {
  key: string
  body: Uint8Array
  contentType: string
}

export interface ProcessedUpload {
  kind: MediaKind
  sha256: string
  contentType: string
  width: number | null
  height: number | null
  original: StoredFile
  variants: (MediaVariant & { body: Uint8Array })[]
}

export class UnreadableImage extends Error {}

const CONTENT_TYPE = { webp: 'image/webp', avif: 'image/avif', jpeg: 'image/jpeg', png: 'image/png' } as const

/**
 * A checked upload, ready for the store: pictures turned upright, every metadata block (EXIF, GPS,
 * XMP, comments) dropped (sharp writes none unless asked), the original re-encoded at full size in its
 * own format, and WebP and AVIF renditions at each width; PDFs as sent.
 */
export async function processUpload(bytes: Uint8Array, type: SniffedType): Promise<ProcessedUpload> {
  const sha256 = createHash('sha256').update(bytes).digest('hex')
  const dir = `${sha256.slice(0, 2)}/${sha256}`
  if (type.kind === 'document') {
    return {
      kind: 'document',
      sha256,
      contentType: type.contentType,
      width: null,
      height: null,
      original: { key: `${dir}/document.pdf`, body: bytes, contentType: type.contentType },
      variants: [],
    }
  }
  const source = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate()
  let upright: { data: Buffer; info: OutputInfo }
  try {
    const original = source()
    const encoded =
      type.format === 'jpeg'
        ? original.jpeg({ quality: 90, mozjpeg: true })
        : type.format === 'png'
          ? original.png()
          : type.format === 'webp'
            ? original.webp({ quality: 90 })
            : original.avif({ quality: 70 })
    upright = await encoded.toBuffer({ resolveWithObject: true })
  } catch (error) {
    throw new UnreadableImage(error instanceof Error ? error.message : String(error))
  }
  const { width, height } = upright.info
  const widths: number[] = IMAGE_WIDTHS.filter((w) => w < width)
  if (widths.length < IMAGE_WIDTHS.length) widths.push(width)
  const variants: ProcessedUpload['variants'] = []
  for (const w of widths) {
    for (const format of ['avif', 'webp'] as const) {
      const resized = source().resize({ width: w, withoutEnlargement: true })
      const out = await (format === 'avif'
        ? resized.avif({ quality: 55, effort: 2 })
        : resized.webp({ quality: 80 })
      ).toBuffer({ resolveWithObject: true })
      variants.push({
        key: `${dir}/w${w}.${format}`,
        width: out.info.width,
        height: out.info.height,
        format,
        bytes: out.data.length,
        body: out.data,
      })
    }
  }
  return {
    kind: 'image',
    sha256,
    contentType: type.contentType,
    width,
    height,
    original: { key: `${dir}/original.${type.format}`, body: upright.data, contentType: CONTENT_TYPE[type.format] },
    variants,
  }
}
