import { style } from '@vanilla-extract/css'
import { tag } from '~/ui/blocks.css'
import { media } from '~/ui/breakpoints'
import { vars } from '~/ui/theme.css'

export const facts = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, 1fr)' } },
})

export const hoursList = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.xs })

export const modeList = style({ display: 'grid', gap: vars.space.lg })

export const modeTitle = style({ fontSize: vars.fontSize.lg, color: vars.color.brandDark, marginBottom: vars.space.sm })

export const routeList = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))',
})

export const distance = style([tag, { justifySelf: 'start' }])

export const price = style({ fontWeight: 700, color: vars.color.brand })

export const prereg = style({
  background: `linear-gradient(135deg, ${vars.color.brand}, ${vars.color.brandDark})`,
  color: vars.color.textOnBrand,
  borderRadius: vars.radius.lg,
  padding: vars.space.xl,
  display: 'grid',
  gap: vars.space.md,
})

export const preregTitle = style({ fontSize: vars.fontSize.xl })

export const preregLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifySelf: 'start',
  minHeight: 44,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.textOnAccent,
  fontWeight: 700,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.accentHover } },
})
