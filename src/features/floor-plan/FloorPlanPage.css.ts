import { globalStyle, style, styleVariants } from '@vanilla-extract/css'
import { media } from '~/ui/breakpoints'
import { industryTints } from '~/ui/palette'
import { vars } from '~/ui/theme.css'

export const toolbar = style({
  display: 'grid',
  gap: vars.space.md,
  background: vars.color.surfaceAlt,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  alignItems: 'end',
  '@media': { [media.tablet]: { gridTemplateColumns: '2fr auto auto' } },
})
export const field = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 })
export const label = style({ fontWeight: 600, fontSize: vars.fontSize.sm })
export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' })

export const viewport = style({
  position: 'relative',
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  // The library handles pinch and drag itself; the page must not scroll or zoom under the fingers.
  touchAction: 'none',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
})
export const svg = style({ display: 'block', width: '100%', height: 'auto', userSelect: 'none' })
export const zoomBar = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', alignItems: 'center' })
export const zoomButton = style({
  minWidth: 44,
  minHeight: 44,
  font: 'inherit',
  fontWeight: 700,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
})

export const hall = style({ fill: vars.color.surfaceAlt, stroke: vars.color.textMuted, strokeWidth: 0.3 })
export const feature = style({ fill: vars.color.border, stroke: vars.color.textMuted, strokeWidth: 0.15 })
export const featureText = style({ fontSize: 2, fill: vars.color.text, textAnchor: 'middle', pointerEvents: 'none' })

/** Booths by status: each has its own pattern (plain, hatched, solid, crossed), not colour alone. */
export const status = styleVariants({
  available: { fill: vars.color.surface },
  reserved: { fill: 'url(#p-reserved)' },
  sold: { fill: vars.color.brandLight },
  blocked: { fill: 'url(#p-blocked)' },
})
export const booth = style({ stroke: vars.color.brandDark, strokeWidth: 0.12 })
/** The industry colouring's tints, as classes: the palette stays in the CSS, out of the page's script. */
export const tints: readonly string[] = industryTints.map((colour) => style({ fill: colour }))
/** The status patterns' strokes and grounds (reserved: hatched amber; blocked: crossed grey). */
export const reservedGround = style({ fill: vars.color.accentLight })
export const reservedHatch = style({ stroke: vars.color.accentDark, strokeWidth: 0.3 })
export const blockedGround = style({ fill: vars.color.blockedTint })
export const blockedCross = style({ stroke: vars.color.textMuted, strokeWidth: 0.12 })
export const boothLink = style({ cursor: 'pointer', outline: 'none' })
globalStyle(`${boothLink}:focus-visible > rect, ${boothLink}:focus-visible > polygon`, {
  stroke: vars.color.focus,
  strokeWidth: 0.6,
})
globalStyle(`${boothLink}:hover > rect, ${boothLink}:hover > polygon`, { strokeWidth: 0.35 })
/** A search hit or the booth a link names: thick outline and a highlight fill. */
export const hit = style({ stroke: vars.color.danger, strokeWidth: 0.5, fill: vars.color.highlight })
/** While a search is on, the booths it did not find step back. */
export const dim = style({ opacity: 0.35 })
export const number = style({ fontSize: 0.9, fill: vars.color.text, pointerEvents: 'none' })
export const name = style({ fontSize: 0.62, fill: vars.color.textMuted, pointerEvents: 'none' })
export const star = style({ fontSize: 1.4, fill: vars.color.accentDark, pointerEvents: 'none' })

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  listStyle: 'none',
  padding: 0,
  margin: 0,
  fontSize: vars.fontSize.sm,
})
export const legendItem = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center' })
export const swatch = style({ width: 24, height: 18, flex: 'none' })

export const card = style({
  position: 'static',
  margin: 0,
  width: '100%',
  maxWidth: '40rem',
  border: `2px solid ${vars.color.brand}`,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  color: vars.color.text,
  display: 'grid',
  gap: vars.space.sm,
})
export const cardTitle = style({ fontSize: vars.fontSize.lg, color: vars.color.brandDark })

// 24 px high at least (WCAG 2.5.8): the column headings are the table's only controls besides booths.
export const sortLink = style({
  color: 'inherit',
  fontWeight: 700,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 24,
})
