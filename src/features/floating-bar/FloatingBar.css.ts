import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '~/ui/theme.css'

/** The collapsed box's height: its toggle, a 44 px target. */
const TOGGLE_HEIGHT = '44px'

export const bar = style({
  position: 'fixed',
  insetInlineEnd: vars.space.md,
  bottom: vars.space.xl,
  zIndex: vars.z.floating,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.sm,
})
export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: TOGGLE_HEIGHT,
  paddingInline: vars.space.md,
  border: 0,
  borderRadius: vars.radius.pill,
  background: vars.color.brandDark,
  color: vars.color.textOnBrand,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  boxShadow: vars.shadow.raised,
  cursor: 'pointer',
})
globalStyle(`${bar}[data-expanded="false"] ${toggle} svg`, { transform: 'rotate(180deg)' })
/**
 * A fixed box must never lie over the page's controls (issue 39: at 390 px the pill sat over the
 * registration's submit button). While it shows, whatever is brought into view (keyboard focus, a
 * fragment link, find in page, `scrollIntoView`) stops above the collapsed box; and while a visitor is
 * in a form (one of its fields has the focus) the box steps aside altogether, so on a phone it sits
 * over none of that form's controls as they scroll past. Its toggle is back as soon as the focus
 * leaves the form. Checked by the layout audit's fixed layers (ADR 014).
 */
globalStyle(`html:has(${bar})`, { scrollPaddingBottom: `calc(${vars.space.xl} + ${TOGGLE_HEIGHT} + ${vars.space.sm})` })
globalStyle(`html:has(form:focus-within) ${bar}`, { visibility: 'hidden' })
export const toggleText = style({})
export const panel = style({
  order: -1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.sm,
  width: 180,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.raised,
  fontSize: vars.fontSize.sm,
})
globalStyle(`${panel}[hidden]`, { display: 'none' })
export const ad = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
})
export const qrButton = style({ padding: 0, border: 0, background: 'none', cursor: 'zoom-in', alignSelf: 'center' })
export const qr = style({ display: 'block', width: 120, height: 120 })
export const caption = style({
  margin: 0,
  textAlign: 'center',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
})
export const top = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.brandDark,
  font: 'inherit',
  cursor: 'pointer',
})
