import { style } from '@vanilla-extract/css'
import { vars } from '~/ui/theme.css'

export const wrapper = style({
  minHeight: '50vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  paddingBlock: vars.space.section,
  paddingInline: vars.layout.gutter,
  textAlign: 'center',
})

export const status = style({
  fontSize: 'clamp(3rem, 2rem + 6vw, 6rem)',
  fontWeight: 700,
  color: vars.color.brand,
  lineHeight: 1,
  margin: 0,
})

export const message = style({ fontSize: vars.fontSize.xl, color: vars.color.text, margin: 0 })
