import { style } from '@vanilla-extract/css'
import { vars } from '~/ui/theme.css'

export const plain = style({ border: 0, padding: 0, margin: 0 })

export const interestList = style({
  listStyle: 'none',
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
  selectors: { [`${plain} > div > &`]: { paddingInlineStart: 0 } },
})

export const choice = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', minHeight: 32 })
