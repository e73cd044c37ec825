import QRCode from 'qrcode'

/** A QR code as an SVG path: its size in modules (with the quiet zone) and one `d` for the dark ones. */
export interface QrPath {
  size: number
  d: string
}

/** The standard's quiet zone: four modules on every side. */
const QUIET_ZONE = 4

/**
 * The badge's QR code, drawn on the server: only the token (26 characters in the alphanumeric mode
 * make version 2, 25×25 modules, at error correction M: coarse enough to scan from a phone screen at
 * arm's length). Rendered as one SVG path, no HTML string, so nothing needs the sanitiser.
 */
export function badgeQr(token: string): QrPath {
  const { modules } = QRCode.create(token, { errorCorrectionLevel: 'M' })
  const parts: string[] = []
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++)
      if (modules.get(row, col)) parts.push(`M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`)
  return { size: modules.size + 2 * QUIET_ZONE, d: parts.join('') }
}
