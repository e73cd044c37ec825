import { globalStyle, style } from '@vanilla-extract/css'
import { media } from '~/ui/breakpoints'
import { vars } from '~/ui/theme.css'

/** Shared building blocks of the content pages: sections, cards, figures, tables, rich text. */
export const stack = style({ display: 'grid', gap: vars.space.xxl, color: vars.color.text })

export const section = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 })

export const sectionTitle = style({
  fontSize: vars.fontSize.xl,
  color: vars.color.brandDark,
  paddingBottom: vars.space.sm,
  borderBottom: `2px solid ${vars.color.brandLight}`,
})

export const lead = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted, margin: 0, maxWidth: '72ch' })
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 })

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
  listStyle: 'none',
  padding: 0,
  margin: 0,
})

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'start',
  minWidth: 0,
})

export const cardTitle = style({ fontSize: vars.fontSize.lg, color: vars.color.brandDark })

export const dl = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
})
globalStyle(`${dl} dt`, { color: vars.color.textMuted, fontSize: vars.fontSize.sm, whiteSpace: 'nowrap' })
globalStyle(`${dl} dd`, { margin: 0 })

export const figures = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 160px), 1fr))',
  listStyle: 'none',
  padding: 0,
  margin: 0,
})

export const figure = style({
  background: vars.color.brandLight,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.xs,
  textAlign: 'center',
})

export const figureValue = style({
  fontSize: vars.fontSize.display,
  fontWeight: 700,
  color: vars.color.brand,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
})

export const figureLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })

/** A table that scrolls sideways inside its box on narrow screens instead of overflowing the page. */
export const tableScroll = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
})

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm })
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
})
globalStyle(`${table} thead th`, {
  background: vars.color.surfaceAlt,
  color: vars.color.brandDark,
  whiteSpace: 'nowrap',
})
globalStyle(`${table} tbody tr:last-child > *`, { borderBottom: 0 })
// A link alone in a cell is a touch target of at least 24 px (WCAG 2.5.8), never broken across lines.
globalStyle(`${table} td > a:only-child`, { display: 'inline-block', paddingBlock: 2, whiteSpace: 'nowrap' })
globalStyle(`${table} caption`, { captionSide: 'top', textAlign: 'start', padding: vars.space.md, fontWeight: 600 })

/** Rich HTML from the configuration (sanitised on write). */
export const rich = style({ lineHeight: vars.lineHeight.body })
globalStyle(`${rich} > :first-child`, { marginTop: 0 })
globalStyle(`${rich} > :last-child`, { marginBottom: 0 })
globalStyle(`${rich} ul`, { paddingInlineStart: vars.space.lg })
globalStyle(`${rich} h3`, { fontSize: vars.fontSize.lg, color: vars.color.brandDark, marginBottom: vars.space.sm })

export const photoGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
  listStyle: 'none',
  padding: 0,
  margin: 0,
})

export const photoButton = style({
  display: 'block',
  width: '100%',
  padding: 0,
  border: 0,
  background: 'none',
  cursor: 'zoom-in',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
})
globalStyle(`${photoButton} img`, {
  display: 'block',
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  background: vars.color.surfaceAlt,
})

/** A link standing on its own (not in a sentence): a touch target of at least 24 px (WCAG 2.5.8). */
export const standaloneLink = style({ display: 'inline-block', paddingBlock: 2 })

export const linkButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 44,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.brand}`,
  color: vars.color.brand,
  background: vars.color.surface,
  fontWeight: 600,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.brandLight } },
})

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center' })

export const twoCol = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': { [media.desktop]: { gridTemplateColumns: '1fr 1fr' } },
})

/** A small label pill (a category, a distance). */
export const tag = style({
  display: 'inline-block',
  background: vars.color.brandLight,
  color: vars.color.brandDark,
  borderRadius: vars.radius.pill,
  paddingInline: vars.space.sm,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
})

// Small layout helpers used instead of inline style attributes, which the CSP does not allow.
export const flush = style({ margin: 0 })
export const noWrap = style({ whiteSpace: 'nowrap' })
export const plainFieldset = style({ border: 0, padding: 0, margin: 0 })
export const inlineChoice = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', minHeight: 32 })
export const stackTight = style({ display: 'grid', gap: vars.space.md })
export const breakAnywhere = style({ overflowWrap: 'anywhere' })
export const alignStart = style({ justifySelf: 'start' })
export const plainAddress = style({ fontStyle: 'normal' })
export const flushTop = style({ marginTop: 0 })
export const inheritFont = style({ font: 'inherit', fontWeight: 600 })
export const noRule = style({ border: 0, padding: 0 })
