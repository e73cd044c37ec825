import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '~/ui/theme.css'

export const article = style({ paddingBlock: vars.space.section, maxWidth: '860px' })
export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, marginBlock: vars.space.md })
export const title = style({ fontSize: vars.fontSize.xxl, color: vars.color.brandDark })
export const body = style({ fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.body, overflowWrap: 'anywhere' })
globalStyle(`${body} img`, { borderRadius: vars.radius.md })
globalStyle(`${body} h2`, { fontSize: vars.fontSize.xl, marginTop: vars.space.xl, marginBottom: vars.space.md })
export const pager = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  marginTop: vars.space.xl,
  paddingTop: vars.space.lg,
})
export const breadcrumb = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  marginBottom: vars.space.md,
})
export const summary = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted, marginBlock: vars.space.md })
export const cover = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  marginBlock: vars.space.lg,
})
export const share = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  marginTop: vars.space.xl,
  fontSize: vars.fontSize.sm,
})
globalStyle(`${body} img`, { height: 'auto' })

/** The band above an editor's preview: it is not part of the page visitors will see. */
export const previewNote = style({
  background: vars.color.accentLight,
  color: vars.color.text,
  borderBottom: `1px solid ${vars.color.accent}`,
  paddingBlock: vars.space.sm,
  fontSize: vars.fontSize.sm,
})
