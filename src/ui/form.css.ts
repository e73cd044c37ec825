import { style } from '@vanilla-extract/css'
import { media } from '~/ui/breakpoints'
import { textInput } from '~/ui/primitives.css'
import { vars } from '~/ui/theme.css'

// The public forms' look (booth application, visitor registration): one boxed form, fields in two
// columns from tablet width, messages beside their fields.

export const form = style({
  display: 'grid',
  gap: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.xl,
  '@media': { [media.mobile]: { padding: vars.space.lg } },
})

export const fields = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } },
})

export const field = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start', minWidth: 0 })
export const wide = style({ '@media': { [media.tablet]: { gridColumn: '1 / -1' } } })

export const label = style({ fontWeight: 600, fontSize: vars.fontSize.sm })
export const required = style({ color: vars.color.danger, marginInlineStart: 2 })

export const input = style([
  textInput,
  {
    color: vars.color.text,
    selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger, background: vars.color.dangerFaint } },
  },
])

export const hint = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, margin: 0 })
export const error = style({ fontSize: vars.fontSize.sm, color: vars.color.danger, margin: 0, fontWeight: 600 })

export const consent = style({
  display: 'grid',
  gap: vars.space.sm,
  background: vars.color.surfaceAlt,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
  fontSize: vars.fontSize.sm,
})

export const consentRow = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start' })
export const checkbox = style({ width: 20, height: 20, marginTop: 3, flex: 'none', accentColor: vars.color.brand })

export const honeypot = style({ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' })

const status = style({ borderRadius: vars.radius.md, padding: vars.space.md, margin: 0, fontWeight: 600 })
export const statusOk = style([status, { background: vars.color.brandLight, color: vars.color.success }])
export const statusError = style([status, { background: vars.color.dangerLight, color: vars.color.danger }])

export const submitRow = style({ display: 'flex', gap: vars.space.md, alignItems: 'center', flexWrap: 'wrap' })

export const submitFont = style({ font: 'inherit', fontWeight: 600 })
