import { globalStyle, style } from '@vanilla-extract/css'
import { visuallyHidden } from '~/ui/primitives.css'
import { vars } from '~/ui/theme.css'

export const section = style({ minWidth: 0 })
export const title = style({ fontSize: vars.fontSize.lg, marginBottom: vars.space.sm })
export const intro = style({ margin: `0 0 ${vars.space.md}` })
export const form = style({ display: 'grid', gap: vars.space.sm })
export const field = style({ display: 'grid', gap: '2px' })
export const label = style({ fontWeight: 600 })
export const input = style({
  minHeight: 40,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
  selectors: { '&[aria-invalid="true"]': { outline: `3px solid ${vars.color.accent}` } },
})
/** A plain post's accepted outcome (on the brand background, as the whole form). */
export const notice = style({ margin: `0 0 ${vars.space.md}` })
export const error = style({ margin: 0, fontWeight: 600, color: vars.color.warningOnBrand })
export const honeypot = style([visuallyHidden, { insetInlineStart: '-9999px' }])
export const consent = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start' })
/** 24 px: the smallest touch target WCAG 2.5.8 allows. */
export const checkbox = style({ width: 24, height: 24, margin: '2px 0 0', flexShrink: 0 })
export const privacy = style({ fontSize: vars.fontSize.xs })
globalStyle(`${privacy} > summary`, { minHeight: 24, paddingBlock: 4, cursor: 'pointer' })
export const submit = style({
  justifySelf: 'start',
  minHeight: 44,
  paddingInline: vars.space.xl,
  border: 0,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  selectors: { '&[aria-disabled="true"]': { opacity: 0.75, cursor: 'progress' } },
})
