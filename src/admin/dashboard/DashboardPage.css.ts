import { style } from '@vanilla-extract/css'
import { vars } from '~/ui/theme.css'

export const section = style({ display: 'grid', gap: vars.space.md, marginBlockEnd: vars.space.xl })

export const figures = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  // Two to a row on a phone (390 px), so the five counts fit in about one screen instead of three.
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 9rem), 1fr))',
})

/** One waiting count as a card that leads to the screen dealing with it. */
export const figure = style({
  display: 'grid',
  gap: vars.space.xs,
  height: '100%',
  boxSizing: 'border-box',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover, &:focus-visible': { outline: `2px solid ${vars.color.brand}` } },
})

export const figureValue = style({ fontSize: '2rem', lineHeight: 1.1, color: vars.color.brand })
