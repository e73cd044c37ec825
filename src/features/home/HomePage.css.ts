import { style } from '@vanilla-extract/css'
import { vars } from '~/ui/theme.css'

export const hero = style({
  background: `linear-gradient(160deg, ${vars.color.brandDark}, ${vars.color.brand})`,
  color: vars.color.textOnBrand,
  paddingBlock: vars.space.section,
})

export const title = style({ fontSize: vars.fontSize.display, maxWidth: '22ch' })
export const lead = style({ fontSize: vars.fontSize.lg, maxWidth: '60ch', opacity: 0.92 })
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, marginTop: vars.space.lg })
