import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '~/ui/theme.css'

/** The form as the footer shows it (its colours are made for the brand background), as a page. */
export const panel = style({
  maxWidth: '40rem',
  marginBlock: vars.space.xl,
  padding: vars.space.xl,
  borderRadius: vars.radius.md,
  background: vars.color.brandDark,
  color: vars.color.textOnBrand,
})
globalStyle(`${panel} a`, { color: vars.color.textOnBrand })
