import { style } from '@vanilla-extract/css'
import { vars } from '~/ui/theme.css'

/** The swiper box: a keyboard-scrollable strip with scroll snapping (no script needed). */
export const swiper = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'min(85%, 320px)',
  gap: vars.space.md,
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  paddingBottom: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  paddingInline: 0,
})
export const slide = style({ scrollSnapAlign: 'start' })
export const badge = style({
  justifySelf: 'start',
  background: vars.color.accentLight,
  color: vars.color.accentDark,
  borderRadius: vars.radius.pill,
  paddingInline: vars.space.sm,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
})
export const newsList = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.md })
export const newsItem = style({
  display: 'grid',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  paddingBottom: vars.space.md,
})
