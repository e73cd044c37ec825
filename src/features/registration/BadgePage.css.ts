import { style } from '@vanilla-extract/css'
import { buttonPrimary } from '~/ui/primitives.css'
import { vars } from '~/ui/theme.css'

const screenOnly = { '@media': { print: { display: 'none' } } } as const

export const badge = style({
  maxWidth: 420,
  marginInline: 'auto',
  marginBlock: vars.space.xl,
  padding: vars.space.xl,
  display: 'grid',
  gap: vars.space.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  textAlign: 'center',
  '@media': {
    // One A6 card (105 × 148 mm, @page in /badge/print.css): nothing of the site around it.
    print: { maxWidth: 'none', margin: 0, padding: 0, border: 0, boxShadow: 'none', gap: '2mm' },
  },
})

export const kicker = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm })
export const name = style({ margin: 0, fontSize: vars.fontSize.xxl, overflowWrap: 'anywhere' })
export const company = style({ margin: 0, fontSize: vars.fontSize.lg, overflowWrap: 'anywhere' })
export const type = style({ margin: 0, fontWeight: 600, color: vars.color.brandDark })
export const cancelled = style({
  margin: 0,
  padding: vars.space.md,
  background: vars.color.dangerLight,
  color: vars.color.danger,
  fontWeight: 700,
})

export const qrFigure = style({ margin: 0, display: 'grid', justifyItems: 'center', gap: vars.space.xs })
// About 6 cm wide on a phone: 33 modules of nearly 2 mm each, easy for a door scanner at arm's length.
export const qr = style({ width: 'min(80vw, 260px)', height: 'auto', '@media': { print: { width: '60mm' } } })
export const code = style({
  fontFamily: 'ui-monospace, monospace',
  fontSize: vars.fontSize.sm,
  letterSpacing: '0.05em',
})

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  textAlign: 'start',
  fontSize: vars.fontSize.sm,
})

export const note = style([{ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted }, screenOnly])
export const actions = style([
  { margin: 0, display: 'flex', gap: vars.space.md, justifyContent: 'center', flexWrap: 'wrap' },
  screenOnly,
])
export const action = style([buttonPrimary, { font: 'inherit' }])
