import { palette } from './palette'

/**
 * A QR code drawn from the server's SVG path (`size` modules with the quiet zone, one `d` for the
 * dark ones): black on white whatever the theme, square modules (no anti-aliased seams), named for
 * screen readers. The badge page and the door's printed label both show one.
 */
export function QrCode({
  qr,
  label,
  className,
  testId,
}: {
  qr: { size: number; d: string }
  label: string
  className: string
  testId?: string
}) {
  return (
    <svg
      className={className}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-testid={testId}
    >
      <rect width={qr.size} height={qr.size} fill={palette.qrLight} />
      <path d={qr.d} fill={palette.qrDark} />
    </svg>
  )
}
