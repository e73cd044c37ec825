import { globalStyle, style } from '@vanilla-extract/css'
import { breakpoints, media } from '~/ui/breakpoints'
import { visuallyHidden } from '~/ui/primitives.css'
import { vars } from '~/ui/theme.css'
import { visuallyHiddenRules } from '~/ui/visually-hidden'

export const header = style({
  position: 'fixed',
  insetInline: 0,
  top: 0,
  zIndex: vars.z.header,
  background: vars.color.surfaceTranslucent,
  transition: 'background-color 0.2s, box-shadow 0.2s',
  selectors: {
    '&[data-scrolled="true"]': { background: vars.color.surface, boxShadow: vars.shadow.card },
  },
})

export const srOnly = visuallyHidden

/** Desktop top bar: 60 px, 80 px from 1600 px up (spec section 9); not shown on mobile. */
export const topBar = style({
  height: vars.layout.headerTopCompact,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    [media.xwide]: { height: vars.layout.headerTop },
    [media.mobile]: { display: 'none' },
  },
})

export const topBarInner = style({
  height: '100%',
  maxWidth: '1600px',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
})

/** From desktop widths on: on a tablet the countdown and the buttons fill the bar. */
export const showInfo = style({
  display: 'flex',
  gap: vars.space.lg,
  margin: 0,
  minWidth: 0,
  flex: '1 1 auto',
  fontSize: vars.fontSize.sm,
  '@media': { [`screen and (max-width: ${breakpoints.desktop - 0.02}px)`]: { display: 'none' } },
})
/** Shrinks (its value ends in an ellipsis) rather than run under the buttons beside it. */
export const infoItem = style({ display: 'flex', gap: vars.space.xs, minWidth: 0, whiteSpace: 'nowrap', flexShrink: 1 })
export const address = style({
  overflow: 'hidden',
  flexShrink: 1,
  '@media': { 'screen and (max-width: 1199.98px)': { display: 'none' } },
})
export const infoLabel = style({ color: vars.color.textMuted, selectors: { '&::after': { content: '":"' } } })
export const infoValue = style({ margin: 0, overflow: 'hidden', textOverflow: 'ellipsis', fontWeight: 600 })

export const topActions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginInlineStart: 'auto',
})

const button = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 36,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
} as const
export const topButton = style(button)
export const floatingButton = style({ ...button, width: '100%', minHeight: 44 })
export const boothButton = style({
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  selectors: { '&:hover': { background: vars.color.brandDark } },
})
export const preregButton = style({
  background: vars.color.accentDark,
  color: vars.color.textOnBrand,
  selectors: { '&:hover': { background: vars.color.text } },
})

export const navBar = style({ height: vars.layout.headerNav })
export const navBarInner = style({
  height: '100%',
  maxWidth: '1600px',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
})

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  textDecoration: 'none',
  color: vars.color.brandDark,
  fontWeight: 700,
  flexShrink: 0,
})
/** The square brand mark at its own ratio (a wordmark squeezed into this box was a smudge). */
export const logoImage = style({ width: 40, height: 40, flexShrink: 0 })
/**
 * The name beside the mark on a phone (there it is the only brand in the header, with room to spare)
 * and on wide screens; between the two the navigation needs the room, so the name stays the link's
 * accessible name only.
 */
export const logoText = style({
  fontSize: vars.fontSize.md,
  lineHeight: 1.25,
  '@media': {
    [media.mobile]: { fontSize: vars.fontSize.sm, maxWidth: '11em' },
    [`${media.tablet} and (max-width: ${breakpoints.wide - 0.02}px)`]: visuallyHiddenRules,
  },
})

// The navigation is a popover (the phone menu, opened by the menu button without any script, ADR 028)
// that on wider screens is part of the bar: the browser's popover box is undone there.
export const nav = style({
  display: 'block',
  position: 'static',
  inset: 'auto',
  width: 'auto',
  height: 'auto',
  marginBlock: 0,
  marginInline: 'auto',
  padding: 0,
  border: 0,
  overflow: 'visible',
  color: 'inherit',
  background: 'transparent',
  '@media': {
    [media.mobile]: {
      display: 'none',
      position: 'fixed',
      inset: `${vars.layout.headerNav} 0 auto 0`,
      margin: 0,
      maxHeight: `calc(100vh - ${vars.layout.headerNav})`,
      overflowY: 'auto',
      background: vars.color.surface,
      boxShadow: vars.shadow.raised,
      padding: vars.space.md,
      // Two rules: a browser without popovers drops a rule naming :popover-open, and shows the menu
      // by the attribute the page's script sets.
      selectors: { '&[data-open="true"]': { display: 'block' }, '&:popover-open': { display: 'block' } },
    },
  },
})
export const navList = style({
  display: 'flex',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [media.mobile]: { flexDirection: 'column' } },
})
export const navItem = style({ position: 'relative' })
export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  paddingInline: vars.space.sm,
  border: 0,
  background: 'none',
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover, &[aria-current="page"], &[aria-expanded="true"]': { color: vars.color.brand },
  },
  '@media': { [media.desktop]: { fontSize: vars.fontSize.md } },
})
export const subList = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space.sm,
  background: vars.color.surface,
  '@media': {
    [media.tablet]: {
      position: 'absolute',
      top: '100%',
      insetInlineStart: 0,
      minWidth: '12rem',
      borderRadius: vars.radius.md,
      boxShadow: vars.shadow.raised,
    },
  },
})
export const subLink = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
  borderRadius: vars.radius.sm,
  selectors: { '&:hover, &[aria-current="page"]': { background: vars.color.brandLight, color: vars.color.brandDark } },
})
globalStyle(`${subList}[hidden]`, { display: 'none' })

export const navTools = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, marginInlineStart: 'auto' })
export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'none',
  color: vars.color.brandDark,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.brandLight } },
})
export const mobileOnly = style({ '@media': { [media.tablet]: { display: 'none' } } })
