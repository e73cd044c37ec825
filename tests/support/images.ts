import sharp from 'sharp'

/**
 * Upload fixtures made on the fly (no binary files in the repository): a photo as a phone writes it,
 * JPEG with camera EXIF and a GPS position (Shanghai), and a minimal PDF.
 */
export async function photoWithExif(width = 2000, height = 1200): Promise<Uint8Array> {
  const data = await sharp({ create: { width, height, channels: 3, background: { r: 90, g: 140, b: 60 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12', Copyright: 'Someone' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '31/1 11/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '121/1 28/1 0/1' },
    })
    .toBuffer()
  return new Uint8Array(data)
}

export const PDF_BYTES = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
)
