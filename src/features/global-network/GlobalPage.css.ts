import { generateIdentifier, globalStyle, style, styleVariants } from '@vanilla-extract/css'
import { media } from '~/ui/breakpoints'
import { vars } from '~/ui/theme.css'
import { GRID, GRID_STEPS } from './positions'

export const map = style({
  position: 'relative',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
  background: vars.color.surfaceAlt,
})

/** The generated land map: its width and height attributes reserve the box (no layout shift). */
export const land = style({ display: 'block', width: '100%', height: 'auto' })

export const marker = style({
  position: 'absolute',
  transform: 'translate(-50%, -50%)',
  width: 28,
  height: 28,
  borderRadius: '50%',
  border: `3px solid ${vars.color.surface}`,
  background: vars.color.brand,
  boxShadow: vars.shadow.raised,
  cursor: 'pointer',
  padding: 0,
  display: 'grid',
  placeItems: 'center',
  color: vars.color.textOnBrand,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  lineHeight: 1,
  selectors: { '&:hover': { background: vars.color.accent } },
  // 24 px: the smallest touch target WCAG 2.5.8 allows; groups keep markers apart on phones.
  '@media': { [media.mobile]: { width: 24, height: 24, borderWidth: 2 } },
})

/** A group that holds this fair's own city: the host's colour as its ring. */
export const markerWithHome = style({ borderColor: vars.color.accent })

export const homeMarker = style([
  marker,
  {
    background: vars.color.accent,
    cursor: 'default',
    width: 20,
    height: 20,
    '@media': { [media.mobile]: { width: 16, height: 16 } },
  },
])

export const legend = style({
  marginTop: vars.space.sm,
  display: 'flex',
  gap: vars.space.lg,
  flexWrap: 'wrap',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
})
export const dot = style({
  display: 'inline-block',
  width: 12,
  height: 12,
  borderRadius: '50%',
  marginInlineEnd: vars.space.xs,
  verticalAlign: 'middle',
})

export const fairList = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
})

export const fairButton = style({
  width: '100%',
  textAlign: 'start',
  display: 'grid',
  gap: 2,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  font: 'inherit',
  color: vars.color.text,
  cursor: 'pointer',
  minHeight: 44,
  selectors: { '&:hover': { borderColor: vars.color.brand, background: vars.color.brandLight } },
})

export const dialog = style({
  border: 0,
  borderRadius: vars.radius.lg,
  padding: vars.space.xl,
  width: 'min(92vw, 480px)',
  boxShadow: vars.shadow.raised,
  selectors: { '&::backdrop': { background: vars.color.backdrop } },
})
export const dialogHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: vars.space.md,
})
export const close = style({
  flex: 'none',
  width: 44,
  height: 44,
  border: `1px solid ${vars.color.border}`,
  borderRadius: '50%',
  background: vars.color.surface,
  fontSize: vars.fontSize.xl,
  lineHeight: 1,
  cursor: 'pointer',
})

export const dotHome = style({ background: vars.color.accent })
export const dotSister = style({ background: vars.color.brand })

// Marker positions as classes, since the CSP allows no inline style attributes: one class per step
// of the grid (positions.ts), `${left}<step>` and `${top}<step>`, written once here so any position
// an editor enters has its class. Only the two prefixes reach the page's JavaScript.
export const left = generateIdentifier('left')
export const top = generateIdentifier('top')
for (let step = 0; step <= GRID_STEPS.x; step++) globalStyle(`.${left}${step}`, { left: `${step * GRID.x}%` })
for (let step = 0; step <= GRID_STEPS.y; step++) globalStyle(`.${top}${step}`, { top: `${step * GRID.y}%` })
export const tierOnly = styleVariants({
  phone: { '@media': { [media.tablet]: { display: 'none' } } },
  wide: { '@media': { [media.mobile]: { display: 'none' } } },
})

export const groupList = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.lg,
  maxHeight: '60vh',
  overflowY: 'auto',
})
