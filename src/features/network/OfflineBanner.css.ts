import { style } from '@vanilla-extract/css'
import { vars } from '~/ui/theme.css'

export const region = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: vars.z.loading,
  pointerEvents: 'none',
})
export const banner = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'center',
  background: vars.color.text,
  color: vars.color.textOnBrand,
  fontWeight: 600,
})
