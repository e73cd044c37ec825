import { globalStyle, style } from '@vanilla-extract/css'
import { media } from '~/ui/breakpoints'
import { visuallyHidden } from '~/ui/primitives.css'
import { vars } from '~/ui/theme.css'

export const footer = style({
  marginTop: vars.space.section,
  paddingBlock: vars.space.xl,
  background: vars.color.brandDark,
  color: vars.color.textOnBrand,
  fontSize: vars.fontSize.sm,
})
globalStyle(`${footer} a`, { color: vars.color.textOnBrand })
// A link that is a list item of its own is a touch target of at least 24 px (WCAG 2.5.8).
globalStyle(`${footer} li > a:only-child`, { display: 'inline-block', paddingBlock: 2 })
export const inner = style({
  width: '100%',
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  paddingInline: vars.layout.gutter,
})
export const topRow = style({ display: 'flex', justifyContent: 'flex-end', marginBottom: vars.space.lg })
export const backToTop = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.textOnBrand}`,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.textOnBrand,
  font: 'inherit',
  cursor: 'pointer',
})
export const grid = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: '1fr',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1.2fr) minmax(0, 1fr) minmax(0, 1fr)' } },
})
export const column = style({ minWidth: 0 })
export const heading = style({ fontSize: vars.fontSize.md, margin: `${vars.space.md} 0 ${vars.space.xs}` })
export const srOnly = visuallyHidden
export const plainList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs })
export const rich = style({})
globalStyle(`${rich} h3`, { fontSize: vars.fontSize.sm, margin: `0 0 ${vars.space.xs}` })
globalStyle(`${rich} ul`, { listStyle: 'none', margin: 0, padding: 0 })
export const qrList = style({
  listStyle: 'none',
  margin: `${vars.space.sm} 0 0`,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
})
export const qr = style({ position: 'relative', display: 'inline-block' })
export const qrButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.textOnBrand}`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textOnBrand,
  font: 'inherit',
  fontSize: vars.fontSize.xs,
  cursor: 'pointer',
  maxWidth: '16rem',
  textAlign: 'start',
})
export const qrPopover = style({
  position: 'absolute',
  bottom: 'calc(100% + 8px)',
  insetInlineStart: 0,
  zIndex: vars.z.floating,
  padding: vars.space.sm,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  lineHeight: 0,
})
globalStyle(`${qrPopover}[hidden]`, { display: 'none' })
globalStyle(`${qrPopover} img`, { width: 140, height: 140 })
export const sisterFairs = style({
  marginTop: vars.space.xl,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.borderOnBrand}`,
})
export const sisterList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
})
// The fair's link and its country side by side, each wrapping on its own, never into the other.
globalStyle(`${sisterList} > li`, { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 4 })
globalStyle(`${sisterList} a`, { display: 'inline-block', paddingBlock: 2 })
export const country = style({ opacity: 0.9 })
export const bottom = style({
  marginTop: vars.space.xl,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.borderOnBrand}`,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  justifyContent: 'space-between',
})
export const copyright = style({ margin: 0 })
export const records = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
})
export const psLink = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs })
export const psIcon = style({ width: 20, height: 20 })
