import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '~/ui/theme.css'

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { 'screen and (min-width: 1024px)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(16rem, 1fr)' } },
})
export const svg = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  touchAction: 'none',
  userSelect: 'none',
})
export const hall = style({ fill: vars.color.surfaceAlt, stroke: vars.color.textMuted, strokeWidth: 0.3 })
export const feature = style({ fill: vars.color.border })
const boothBase = { stroke: vars.color.brandDark, strokeWidth: 0.12, cursor: 'grab' } as const
export const booth = styleVariants({
  available: { ...boothBase, fill: vars.color.surface },
  reserved: { ...boothBase, fill: vars.color.accentLight },
  sold: { ...boothBase, fill: vars.color.brandLight },
  blocked: { ...boothBase, fill: vars.color.border },
})
export const selected = style({ stroke: vars.color.focus, strokeWidth: 0.5 })
export const handle = style({ fill: vars.color.focus, cursor: 'nwse-resize' })
export const number = style({ fontSize: 0.9, fill: vars.color.text, pointerEvents: 'none' })
export const numbers = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.sm })
