import { writeFileSync } from 'node:fs'
import QRCode from 'qrcode'

const WIDTH = 640
const HEIGHT = 480
/** Pixels per QR module: a 33-module badge code (25 + the quiet zone) fills 396 of the 480 rows. */
const MODULE_PX = 12

/**
 * Writes a Y4M video (what Chromium's `--use-file-for-fake-video-capture` plays in a loop as the
 * camera) showing `text` as a QR code, black on white, drawn the way the badge page draws it.
 */
export function writeQrVideo(file: string, text: string): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const side = (modules.size + 8) * MODULE_PX
  const left = Math.floor((WIDTH - side) / 2)
  const top = Math.floor((HEIGHT - side) / 2)
  const luma = Buffer.alloc(WIDTH * HEIGHT, 255)
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue
      for (let dy = 0; dy < MODULE_PX; dy++) {
        const start = (top + (row + 4) * MODULE_PX + dy) * WIDTH + left + (col + 4) * MODULE_PX
        luma.fill(0, start, start + MODULE_PX)
      }
    }
  // 4:2:0: the two chroma planes at half width and height, neutral (grey) for a black-and-white picture.
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128)
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma])
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`)
  writeFileSync(file, Buffer.concat([header, frame, frame]))
}
