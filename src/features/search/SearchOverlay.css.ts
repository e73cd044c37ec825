import { style } from '@vanilla-extract/css'
import { visuallyHidden } from '~/ui/primitives.css'
import { vars } from '~/ui/theme.css'

// The popover is the panel: a click beside it is a click outside, which closes it (light dismiss).
export const dialog = style({
  position: 'fixed',
  inset: '15vh 0 auto 0',
  margin: '0 auto',
  width: 'min(40rem, calc(100% - 2rem))',
  padding: vars.space.xl,
  border: 0,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
  overflow: 'visible',
  selectors: { '&::backdrop': { background: vars.color.backdrop } },
  // A browser without popovers shows a [popover] element: hidden there until the script opens it.
  '@supports': {
    'not selector(:popover-open)': { display: 'none', selectors: { '&[data-open]': { display: 'block' } } },
  },
})

export const title = style({ fontSize: vars.fontSize.xl, color: vars.color.brandDark, marginBottom: vars.space.md })
// On a phone the keywords get a row of their own (the button beside them left the field too narrow to
// show its placeholder), and the button then fills the row below; wider, both share one row.
export const form = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })
export const srOnlyLabel = visuallyHidden
export const input = style({
  flex: '999 1 14rem',
  minWidth: 0,
  minHeight: 44,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.md,
  font: 'inherit',
})
export const submit = style({
  flex: '1 0 auto',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  paddingInline: vars.space.lg,
  border: 0,
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
})
export const close = style({
  position: 'absolute',
  top: vars.space.sm,
  insetInlineEnd: vars.space.sm,
  width: 44,
  height: 44,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'none',
  color: vars.color.text,
  cursor: 'pointer',
})
