import { style } from '@vanilla-extract/css'
import { vars } from '~/ui/theme.css'

export const tree = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm })

export const subTree = style([tree, { marginTop: vars.space.sm, paddingLeft: vars.space.xl }])

export const item = style({ position: 'relative', touchAction: 'manipulation' })

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  background: vars.color.surface,
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.card,
})

export const dragging = style({ opacity: 0.6, zIndex: 1 })

export const handle = style({
  font: 'inherit',
  minWidth: '44px',
  minHeight: '44px',
  border: `1px dashed ${vars.color.brand}`,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.brand,
  cursor: 'grab',
  touchAction: 'none',
})

export const labels = style({ display: 'grid', marginRight: 'auto', minWidth: '12rem' })

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs })

export const unavailable = style({ selectors: { '&[aria-disabled="true"]': { opacity: 0.5, cursor: 'not-allowed' } } })
