import { style } from '@vanilla-extract/css'
import { media } from '~/ui/breakpoints'
import { surfaceCard } from '~/ui/primitives.css'
import { vars } from '~/ui/theme.css'

// ------------------------------------------------------------------------------------------- hero

export const hero = style({ position: 'relative', background: vars.color.brandDark, color: vars.color.textOnBrand })

/** The slide frame: one fixed ratio for the static first slide and the carousel, so nothing shifts. */
export const frame = style({
  position: 'relative',
  overflow: 'hidden',
  aspectRatio: '16 / 9',
  // 5:2 only where the text laid over the slide's lower part still leaves the controls free
  '@media': { [media.wide]: { aspectRatio: '5 / 2', maxHeight: 640 } },
})
export const viewport = style({ overflow: 'hidden', height: '100%' })
export const track = style({ display: 'flex', height: '100%', touchAction: 'pan-y pinch-zoom' })
export const slide = style({ position: 'relative', flex: '0 0 100%', minWidth: 0, height: '100%', margin: 0 })
export const slideImage = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' })
/**
 * Never where the controls (top end) or, from desktop widths on, the hero's text (bottom start,
 * laid over the slide) are: bottom start on phones; top start beside the controls from tablets on,
 * no wider than the room they leave.
 */
export const slideCaption = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  bottom: vars.space.md,
  margin: 0,
  maxWidth: `calc(100% - 2 * ${vars.space.md})`,
  '@media': { [media.tablet]: { bottom: 'auto', top: vars.space.md, maxWidth: '40%' } },
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.scrim,
  fontSize: vars.fontSize.xs,
  color: vars.color.textOnMedia,
})
export const slideLink = style({ color: 'inherit', textDecoration: 'underline' })
/** A slide's text under its title, on its own line. */
export const slideText = style({ display: 'block' })

/** Below the slide on phones and tablets; laid over its lower part from desktop widths on. */
export const overlay = style({
  background: vars.color.brandDark,
  paddingBlock: vars.space.lg,
  '@media': {
    [media.desktop]: {
      position: 'absolute',
      insetInline: 0,
      bottom: 0,
      paddingBlock: `${vars.space.xxl} ${vars.space.xl}`,
      background: `linear-gradient(180deg, transparent 0%, ${vars.color.heroShade} 45%)`,
      pointerEvents: 'none',
    },
  },
})
export const overlayInner = style({ pointerEvents: 'auto' })
export const eyebrow = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  letterSpacing: '0.04em',
  opacity: 0.92,
})
export const title = style({ fontSize: vars.fontSize.display, maxWidth: '24ch', marginBlock: vars.space.sm })
export const lead = style({ fontSize: vars.fontSize.md, maxWidth: '62ch', opacity: 0.92, margin: 0 })
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, marginTop: vars.space.lg })
export const buttonLight = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.textOnBrand}`,
  color: vars.color.textOnBrand,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.hoverOnBrand } },
})

export const controls = style({
  position: 'absolute',
  insetInlineEnd: vars.space.md,
  top: vars.space.md,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  zIndex: 1,
})
export const control = style({
  display: 'grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  border: 0,
  borderRadius: '50%',
  background: vars.color.scrim,
  color: vars.color.textOnMedia,
  fontSize: 20,
  lineHeight: 1,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.scrimHover } },
})
export const dots = style({ display: 'flex', gap: 2, marginInline: vars.space.xs })
export const dot = style({
  width: 24,
  height: 44,
  padding: 0,
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  selectors: {
    '&::before': {
      content: '""',
      display: 'block',
      width: 10,
      height: 10,
      margin: '0 auto',
      borderRadius: '50%',
      background: vars.color.dotOnMedia,
      boxShadow: `0 0 0 1px ${vars.color.outlineOnMedia}`,
    },
    '&[aria-current="true"]::before': { background: vars.color.textOnMedia },
  },
})

// --------------------------------------------------------------------------------------- sections

export const section = style({ paddingBlock: vars.space.section })
export const sectionAlt = style([section, { background: vars.color.surfaceAlt }])
export const sectionHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBottom: vars.space.lg,
})
export const sectionTitle = style({ fontSize: vars.fontSize.xxl, color: vars.color.brandDark })

export const figures = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  margin: 0,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [media.wide]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
  },
})
export const figure = style([
  surfaceCard,
  { display: 'flex', flexDirection: 'column-reverse', justifyContent: 'flex-end' },
])
export const figureValue = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: 700,
  color: vars.color.brand,
  fontVariantNumeric: 'tabular-nums',
})
export const figureLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted })

export const teasers = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
})
export const teaser = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  alignItems: 'flex-start',
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: `linear-gradient(135deg, ${vars.color.brandLight}, ${vars.color.surface})`,
  border: `1px solid ${vars.color.border}`,
})
export const teaserTitle = style({ fontSize: vars.fontSize.xl, color: vars.color.brandDark })
export const teaserText = style({ margin: 0, color: vars.color.text })

export const newsColumns = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
})
export const newsColumn = style([surfaceCard])
export const newsColumnTitle = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.brandDark,
  paddingBottom: vars.space.sm,
  marginBottom: vars.space.sm,
  borderBottom: `2px solid ${vars.color.brand}`,
})
export const newsList = style({ listStyle: 'none', padding: 0, margin: 0 })
export const newsItem = style({
  paddingBlock: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
})
export const newsDate = style({ display: 'block', fontSize: vars.fontSize.xs, color: vars.color.textMuted })
export const newsLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.brand, textDecoration: 'underline' } },
})
export const more = style({ display: 'inline-block', marginTop: vars.space.md, fontWeight: 600 })
export const logosTitle = style({ fontSize: vars.fontSize.lg, color: vars.color.brandDark, marginBlock: vars.space.lg })
