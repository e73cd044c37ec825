import { style } from '@vanilla-extract/css'
import { vars } from '~/ui/theme.css'

export const quotes = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.md })
export const quote = style({
  margin: 0,
  background: vars.color.surfaceAlt,
  borderInlineStart: `4px solid ${vars.color.brand}`,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
  display: 'grid',
  gap: vars.space.sm,
})
export const quoteText = style({ margin: 0, fontSize: vars.fontSize.md })
export const quoteBy = style({ display: 'grid', fontSize: vars.fontSize.sm, color: vars.color.textMuted })
