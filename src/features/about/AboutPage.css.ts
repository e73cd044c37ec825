import { globalStyle, style } from '@vanilla-extract/css'
import { surfaceCard } from '~/ui/primitives.css'
import { vars } from '~/ui/theme.css'

export const lead = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.text,
  maxWidth: '70ch',
  marginTop: 0,
  marginBottom: vars.space.xl,
})

/** Rich HTML from the database (sanitised on write). */
export const rich = style({ color: vars.color.text, maxWidth: '75ch', overflowWrap: 'anywhere' })
globalStyle(`${rich} h2`, {
  fontSize: vars.fontSize.xl,
  color: vars.color.brandDark,
  marginTop: vars.space.xl,
  marginBottom: vars.space.md,
})
globalStyle(`${rich} ul`, { paddingInlineStart: '1.25em' })
globalStyle(`${rich} li + li`, { marginTop: vars.space.xs })
globalStyle(`${rich} img`, { height: 'auto', borderRadius: vars.radius.md })

export const sectionTitle = style({
  fontSize: vars.fontSize.xl,
  color: vars.color.brandDark,
  marginTop: vars.space.xxl,
  marginBottom: vars.space.lg,
})

export const card = style([surfaceCard, { height: '100%', color: vars.color.text, overflowWrap: 'anywhere' }])
export const cardTitle = style({ fontSize: vars.fontSize.lg, color: vars.color.brandDark, marginBottom: vars.space.sm })
export const cardMeta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: 0 })
export const cardText = style({ fontSize: vars.fontSize.sm, marginTop: vars.space.sm, marginBottom: 0 })
export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  padding: 0,
  margin: 0,
})
export const chip = style({
  fontSize: vars.fontSize.sm,
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brandLight,
  color: vars.color.brandDark,
})
