import { style } from '@vanilla-extract/css'
import { vars } from '~/ui/theme.css'

export const langSwitch = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 36,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.pill,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
})

export const langIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  borderRadius: vars.radius.pill,
  color: vars.color.brandDark,
})
