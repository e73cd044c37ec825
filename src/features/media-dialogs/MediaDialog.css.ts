import { style } from '@vanilla-extract/css'
import { vars } from '~/ui/theme.css'

export const dialog = style({
  padding: 0,
  border: 0,
  background: 'transparent',
  width: 'min(90vw, 1200px)',
  maxWidth: '90vw',
  maxHeight: '90vh',
  overflow: 'visible',
  selectors: { '&::backdrop': { background: vars.color.mediaBackdrop } },
})
export const frame = style({ position: 'relative', paddingTop: 52 })
export const media = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: 'calc(90vh - 52px)',
  width: 'auto',
  height: 'auto',
  background: vars.color.mediaBackground,
})
export const close = style({
  position: 'absolute',
  top: 0,
  insetInlineEnd: 0,
  width: 44,
  height: 44,
  border: 0,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
})
