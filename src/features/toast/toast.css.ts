import { style } from '@vanilla-extract/css'
import { vars } from '~/ui/theme.css'

export const region = style({
  position: 'fixed',
  insetInline: 0,
  top: vars.space.xl,
  zIndex: vars.z.loading,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  pointerEvents: 'none',
})

export const toast = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  color: vars.color.textOnBrand,
  fontWeight: 600,
  pointerEvents: 'auto',
  background: vars.color.success,
  selectors: { '&[data-kind="error"]': { background: vars.color.danger } },
})
