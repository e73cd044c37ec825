import { style } from '@vanilla-extract/css'
import { vars } from './theme.css'

export const container = style({
  width: '100%',
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  paddingInline: vars.layout.gutter,
})

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
})

export const pageTitle = style({ fontSize: vars.fontSize.display, color: vars.color.brandDark })

export const buttonPrimary = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: 44,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.pill,
  border: 0,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  fontWeight: 600,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.brandDark } },
})
