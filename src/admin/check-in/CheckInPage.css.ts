import { globalStyle, style, styleVariants } from '@vanilla-extract/css'
import { vars } from '~/ui/theme.css'

export const page = style({ display: 'grid', gap: vars.space.lg, maxWidth: 720 })
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', margin: 0 })
export const code = style({ fontFamily: 'ui-monospace, monospace', fontSize: '1.25rem', minWidth: '16em' })
export const video = style({
  width: '100%',
  maxWidth: 480,
  borderRadius: vars.radius.md,
  background: vars.color.mediaBackground,
})

const answerBase = style({
  display: 'flex',
  gap: vars.space.lg,
  alignItems: 'flex-start',
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  fontSize: '1.25rem',
  border: '4px solid',
})

// Colours with text of at least 7:1 contrast; the icon and the words carry the answer too.
export const answer = styleVariants({
  first: [
    answerBase,
    {
      background: vars.color.admittedBackground,
      borderColor: vars.color.admittedBorder,
      color: vars.color.admittedText,
    },
  ],
  repeat: [
    answerBase,
    { background: vars.color.repeatBackground, borderColor: vars.color.repeatBorder, color: vars.color.repeatText },
  ],
  unknown: [
    answerBase,
    { background: vars.color.refusedBackground, borderColor: vars.color.danger, color: vars.color.refusedText },
  ],
  cancelled: [
    answerBase,
    { background: vars.color.refusedBackground, borderColor: vars.color.danger, color: vars.color.refusedText },
  ],
})

export const icon = style({ fontSize: '3rem', lineHeight: 1, fontWeight: 700 })
export const heading = style({ margin: 0, fontSize: '1.75rem', fontWeight: 700 })
export const name = style({ margin: 0, fontSize: '1.5rem', fontWeight: 600 })

// The badge label: on screen a preview; printed, the only thing on the page, at its real size
// (90 × 50 mm, the common badge label), whatever printer the door has.
export const label = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '4mm',
  alignItems: 'center',
  width: '90mm',
  minHeight: '50mm',
  padding: '4mm',
  margin: 0,
  border: `1px dashed ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  '@media': { print: { position: 'fixed', top: 0, left: 0, border: 'none' } },
})
export const labelQr = style({ width: '32mm', height: '32mm' })
export const labelName = style({ margin: 0, fontSize: '16pt', fontWeight: 700 })
globalStyle(`body:has(${label}) *`, { '@media': { print: { visibility: 'hidden' } } })
// More specific than the rule above (a class and `:has()`), so the label shows through it.
globalStyle(`body:has(${label}) ${label}, body:has(${label}) ${label} *`, {
  '@media': { print: { visibility: 'visible' } },
})

/** A consent box beside its words, the words wrapping under themselves. */
export const consent = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space.sm,
  alignItems: 'start',
})
