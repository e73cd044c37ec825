import { style } from '@vanilla-extract/css'
import { vars } from '~/ui/theme.css'

export const countdown = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.sm, whiteSpace: 'nowrap' })
export const unit = style({ display: 'inline-flex', alignItems: 'baseline', gap: '2px' })
const digits = {
  display: 'inline-block',
  fontVariantNumeric: 'tabular-nums',
  fontWeight: 700,
  fontSize: vars.fontSize.lg,
  color: vars.color.brandDark,
  textAlign: 'end',
} as const
/** Fixed widths: "--" and any two (three for days) digits take the same room, so ticking never shifts. */
export const value = style({ ...digits, minWidth: '2ch' })
export const valueWide = style({ ...digits, minWidth: '3ch' })
export const label = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted })
