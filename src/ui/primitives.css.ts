import { style } from '@vanilla-extract/css'
import { media } from './breakpoints'
import { vars } from './theme.css'
import { visuallyHiddenRules } from './visually-hidden'

export const container = style({
  width: '100%',
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  paddingInline: vars.layout.gutter,
})

export const visuallyHidden = style(visuallyHiddenRules)

export const pageTitle = style({ fontSize: vars.fontSize.display, color: vars.color.brandDark })

export const buttonPrimary = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: 44,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.pill,
  border: 0,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  fontWeight: 600,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.brandDark } },
})

/** A raised white box with rounded corners (cards, columns, key figures). */
export const surfaceCard = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
})

/** Text inputs and selects of the site's forms (filters, applications). */
export const textInput = style({
  width: '100%',
  minHeight: 44,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  font: 'inherit',
  background: vars.color.surface,
})

/** An outlined link of a tab row or pager; the current one (`aria-current="page"`) is filled. */
export const currentLink = style({
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.textOnBrand,
    },
    '&:hover': { borderColor: vars.color.brand },
  },
})

/** A page number or previous/next link of a pager (44 px touch target). */
export const pageLink = style([
  currentLink,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: 44,
    minHeight: 44,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.sm,
  },
])

/** A list laid out as a grid whose column count steps up at the tablet and desktop breakpoints. */
const steppedGrid = (gap: string, columns: readonly [base: number, tablet: number, desktop: number]) => {
  const repeat = (n: number) => (n === 1 ? '1fr' : `repeat(${n}, minmax(0, 1fr))`)
  return style({
    listStyle: 'none',
    padding: 0,
    margin: 0,
    display: 'grid',
    gap,
    gridTemplateColumns: repeat(columns[0]),
    '@media': {
      [media.tablet]: { gridTemplateColumns: repeat(columns[1]) },
      [media.desktop]: { gridTemplateColumns: repeat(columns[2]) },
    },
  })
}

/** Tiles (photos, logos): two columns, three from tablet, four from desktop. */
export const tileGrid = steppedGrid(vars.space.md, [2, 3, 4])

/** Cards (news, exhibitors, categories): one column, two from tablet, three from desktop. */
export const cardGrid = steppedGrid(vars.space.lg, [1, 2, 3])
