import { style } from '@vanilla-extract/css'
import { vars } from '~/ui/theme.css'

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  height: '100%',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
  selectors: { 'a&:hover': { borderColor: vars.color.brand, boxShadow: vars.shadow.card } },
})

export const logo = style({ display: 'block', width: '100%', maxWidth: 240, height: 'auto', aspectRatio: '2 / 1' })
