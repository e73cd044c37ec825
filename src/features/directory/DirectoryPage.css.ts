import { style } from '@vanilla-extract/css'
import { tag } from '~/ui/blocks.css'
import { media } from '~/ui/breakpoints'
import { vars } from '~/ui/theme.css'

export const filters = style({
  display: 'grid',
  gap: vars.space.md,
  background: vars.color.surfaceAlt,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  alignItems: 'end',
  '@media': {
    [media.tablet]: { gridTemplateColumns: '1fr 1fr' },
    [media.desktop]: { gridTemplateColumns: '2fr 1.5fr 1.2fr auto auto' },
  },
})

export const field = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 })
export const label = style({ fontWeight: 600, fontSize: vars.fontSize.sm })
export const check = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'center',
  minHeight: 44,
  whiteSpace: 'nowrap',
})

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'center',
  justifyContent: 'space-between',
})

export const exhibitorName = style({ fontSize: vars.fontSize.lg, color: vars.color.brandDark })
export const meta = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, fontSize: vars.fontSize.sm })
export const pavilionTag = style([tag, { background: vars.color.accentLight, color: vars.color.accentDark }])

export const pager = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  justifyContent: 'center',
})
