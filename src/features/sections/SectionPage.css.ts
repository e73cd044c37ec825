import { style } from '@vanilla-extract/css'
import { vars } from '~/ui/theme.css'

export const hero = style({
  background: `linear-gradient(135deg, ${vars.color.brandLight}, ${vars.color.surfaceAlt})`,
  paddingBlock: vars.space.section,
})

export const body = style({ paddingBlock: vars.space.xl, color: vars.color.textMuted })
