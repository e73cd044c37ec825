import { style } from '@vanilla-extract/css'
import { visuallyHidden } from '~/ui/primitives.css'
import { vars } from '~/ui/theme.css'

export const dialog = style({
  width: '100%',
  maxWidth: '100%',
  height: '100%',
  maxHeight: '100%',
  margin: 0,
  padding: 0,
  border: 0,
  background: 'transparent',
  selectors: { '&::backdrop': { background: vars.color.backdrop } },
})

export const panel = style({
  position: 'relative',
  marginInline: 'auto',
  marginTop: '15vh',
  width: 'min(40rem, calc(100% - 2rem))',
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.raised,
})

export const title = style({ fontSize: vars.fontSize.xl, color: vars.color.brandDark, marginBottom: vars.space.md })
export const form = style({ display: 'flex', gap: vars.space.sm })
export const srOnlyLabel = visuallyHidden
export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: 44,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.md,
  font: 'inherit',
})
export const submit = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  paddingInline: vars.space.lg,
  border: 0,
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
})
export const close = style({
  position: 'absolute',
  top: vars.space.sm,
  insetInlineEnd: vars.space.sm,
  width: 44,
  height: 44,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'none',
  color: vars.color.text,
  cursor: 'pointer',
})
