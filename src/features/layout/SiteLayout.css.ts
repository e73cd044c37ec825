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
