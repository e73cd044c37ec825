import { globalStyle, style } from '@vanilla-extract/css'
import { currentLink } from '~/ui/primitives.css'
import { vars } from '~/ui/theme.css'

export const tabs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  listStyle: 'none',
  padding: 0,
  margin: `0 0 ${vars.space.xl}`,
})

export const tab = style([
  currentLink,
  {
    display: 'inline-block',
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.md,
    borderRadius: vars.radius.pill,
    fontSize: vars.fontSize.sm,
  },
])

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  overflow: 'hidden',
  color: vars.color.text,
})

export const cardImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
})
export const cardBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, padding: vars.space.lg })
export const cardMeta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 })
export const cardTitle = style({ fontSize: vars.fontSize.lg, overflowWrap: 'anywhere' })
export const cardLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.brand, textDecoration: 'underline' } },
})
export const cardSummary = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
})

export const pager = style({ marginTop: vars.space.xl })
export const pagerList = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.xs,
  listStyle: 'none',
  padding: 0,
  margin: 0,
})
export const pagerGap = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  paddingInline: vars.space.xs,
})

export const searchForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  marginBottom: vars.space.lg,
})
export const searchInput = style({
  flex: '1 1 16rem',
  minWidth: 0,
  minHeight: 44,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  font: 'inherit',
})
export const resultCount = style({ color: vars.color.textMuted, marginBottom: vars.space.lg })
export const results = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.lg })
export const result = style({ paddingBottom: vars.space.lg, borderBottom: `1px solid ${vars.color.border}` })
globalStyle(`${result} mark, ${cardTitle} mark, ${cardSummary} mark`, {
  background: vars.color.highlight,
  color: 'inherit',
  paddingInline: '0.1em',
  borderRadius: 2,
})
export const empty = style({
  padding: vars.space.xl,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  textAlign: 'center',
})
