import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '~/ui/theme.css'

export const frame = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
})

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  padding: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
})

export const tool = style({
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  minHeight: '32px',
  minWidth: '32px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[aria-pressed="true"]': { background: vars.color.brandLight, borderColor: vars.color.brand } },
})

export const content = style({
  minHeight: '12rem',
  padding: vars.space.md,
  outline: 'none',
  selectors: { '&:focus-visible': { boxShadow: `inset 0 0 0 2px ${vars.color.focus}` } },
})

globalStyle(`${content} p`, { margin: `0 0 ${vars.space.sm}` })
