import { style } from '@vanilla-extract/css'
import { vars } from '~/ui/theme.css'

export const bar = style({
  position: 'fixed',
  insetInline: 0,
  top: 0,
  height: 3,
  zIndex: vars.z.loading,
  pointerEvents: 'none',
  opacity: 1,
  transition: 'opacity 0.3s',
  selectors: { '&[data-phase="idle"]': { opacity: 0 } },
})
export const fill = style({
  height: '100%',
  transformOrigin: 'left',
  transform: 'scaleX(0)',
  background: vars.color.accent,
  transition: 'transform 0.1s linear',
  selectors: { '[data-phase="failed"] > &': { background: vars.color.danger } },
})
