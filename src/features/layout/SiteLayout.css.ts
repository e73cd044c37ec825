import { style } from '@vanilla-extract/css'
import { media } from '~/ui/breakpoints'
import { vars } from '~/ui/theme.css'

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  top: '-100px',
  zIndex: vars.z.loading,
  padding: vars.space.sm,
  background: vars.color.surface,
  selectors: { '&:focus': { top: vars.space.md } },
})

export const header = style({
  position: 'fixed',
  insetInline: 0,
  top: 0,
  zIndex: vars.z.header,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
})

export const headerInner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  minHeight: vars.layout.headerTopCompact,
  '@media': { [media.xwide]: { minHeight: vars.layout.headerTop } },
})

export const brand = style({
  fontWeight: 700,
  fontSize: vars.fontSize.lg,
  color: vars.color.brandDark,
  textDecoration: 'none',
})

export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [media.mobile]: { display: 'none' } },
})

export const navLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  selectors: { '&:hover, &[aria-current="page"]': { color: vars.color.brand } },
})

export const langSwitch = style({
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.pill,
  textDecoration: 'none',
})

export const main = style({
  paddingTop: vars.layout.headerTopCompact,
  minHeight: '60vh',
  '@media': { [media.xwide]: { paddingTop: vars.layout.headerTop } },
})

export const footer = style({
  marginTop: vars.space.section,
  paddingBlock: vars.space.xl,
  background: vars.color.brandDark,
  color: vars.color.textOnBrand,
  fontSize: vars.fontSize.sm,
})
