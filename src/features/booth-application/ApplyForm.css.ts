import { globalStyle, style } from '@vanilla-extract/css'
import { media } from '~/ui/breakpoints'
import { vars } from '~/ui/theme.css'

export * from '~/ui/form.css'

export const boothTypes = style({
  display: 'grid',
  gap: vars.space.lg,
  listStyle: 'none',
  padding: 0,
  margin: 0,
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } },
})

export const minArea = style({ fontSize: vars.fontSize.xxl, fontWeight: 700, color: vars.color.brand })

/**
 * The free booths' list (often over a hundred rows): a box of its own height that scrolls, its
 * column headings staying in view, so the form below stays close.
 */
export const freeBoothScroll = style({ maxHeight: '28rem', overflowY: 'auto', marginTop: vars.space.md })
globalStyle(`${freeBoothScroll} thead th`, { position: 'sticky', top: 0 })
