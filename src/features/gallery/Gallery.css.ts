import { style } from '@vanilla-extract/css'
import { media } from '~/ui/breakpoints'
import { tileGrid } from '~/ui/primitives.css'
import { vars } from '~/ui/theme.css'

export const sectionTitle = style({
  fontSize: vars.fontSize.xl,
  color: vars.color.brandDark,
  marginTop: vars.space.xl,
  marginBottom: vars.space.lg,
})

export const filters = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginBottom: vars.space.lg })
export const filter = style({
  minHeight: 40,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.textOnBrand,
    },
  },
})

export const tile = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surfaceAlt,
  cursor: 'zoom-in',
  textAlign: 'start',
  font: 'inherit',
  color: vars.color.text,
  textDecoration: 'none',
})

export const tileImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
  transition: 'transform 0.3s ease',
  selectors: { [`${tile}:hover &`]: { transform: 'scale(1.03)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
})

export const caption = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
  background: vars.color.surface,
})

export const videoGrid = style([
  tileGrid,
  {
    '@media': {
      [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    },
  },
])

export const videoTile = style([tile, { cursor: 'pointer' }])
export const videoImage = style([tileImage, { aspectRatio: '16 / 9' }])
export const play = style({
  position: 'absolute',
  insetInlineStart: '50%',
  top: '38%',
  width: 56,
  height: 56,
  marginInlineStart: -28,
  marginTop: -28,
  borderRadius: '50%',
  background: vars.color.scrim,
  display: 'grid',
  placeItems: 'center',
  color: vars.color.textOnMedia,
  fontSize: 22,
})
