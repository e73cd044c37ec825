import { style } from '@vanilla-extract/css'
import { media } from '~/ui/breakpoints'
import { vars } from '~/ui/theme.css'

export const topAnchor = style({ position: 'absolute', top: 0, width: 1, height: 1, outline: 'none' })

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  top: '-100px',
  zIndex: vars.z.loading,
  padding: vars.space.sm,
  background: vars.color.surface,
  selectors: { '&:focus': { top: vars.space.md } },
})

export const langSwitch = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 36,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.pill,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
})

export const langIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  borderRadius: vars.radius.pill,
  color: vars.color.brandDark,
})

/** Room for the fixed header: nav bar plus top bar (60 px, 80 px from 1600 px); nav bar only on mobile. */
export const main = style({
  display: 'block',
  paddingTop: `calc(${vars.layout.headerTopCompact} + ${vars.layout.headerNav})`,
  minHeight: '60vh',
  outline: 'none',
  '@media': {
    [media.xwide]: { paddingTop: `calc(${vars.layout.headerTop} + ${vars.layout.headerNav})` },
    [media.mobile]: { paddingTop: vars.layout.headerNav },
  },
})
