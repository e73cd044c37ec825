import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '~/ui/theme.css'

// The back office's charts (dashboard, visitors): SVG drawn on the server in the theme's colours.

export const charts = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))',
})
export const chart = style({ margin: 0, display: 'grid', gap: vars.space.xs, minWidth: 0 })
// Drawn in CSS pixels across the chart's whole width (BarChart.tsx says why); a line at the edge shows whole.
globalStyle(`${chart} svg`, { display: 'block', overflow: 'visible' })
export const axis = style({ stroke: vars.color.border, strokeWidth: 1 })
export const gridLine = style({ stroke: vars.color.border, strokeWidth: 1, strokeDasharray: '2 3' })
export const tick = style({ fontSize: 12, fill: vars.color.text })
// The lines are drawn in a plot stretched to the chart's width: their strokes keep their pixel width.
export const current = style({
  fill: 'none',
  stroke: vars.color.brand,
  strokeWidth: 2.5,
  vectorEffect: 'non-scaling-stroke',
})
export const previous = style({
  fill: 'none',
  stroke: vars.color.textMuted,
  strokeWidth: 2,
  strokeDasharray: '6 4',
  vectorEffect: 'non-scaling-stroke',
})
export const bar = style({ fill: vars.color.brand })
export const secondBar = style({ fill: vars.color.textMuted })
export const keyCurrent = style({ borderBottom: `3px solid ${vars.color.brand}`, paddingBottom: 2 })
export const keyPrevious = style({ borderBottom: `3px dashed ${vars.color.textMuted}`, paddingBottom: 2 })
export const keySecond = style({ borderBottom: `3px solid ${vars.color.textMuted}`, paddingBottom: 2 })

/** The figures beside a chart: compact, so the table is no taller than it needs to be. */
export const figureTable = style({ fontSize: vars.fontSize.sm, alignSelf: 'start' })
globalStyle(`${figureTable} th, ${figureTable} td`, { paddingBlock: vars.space.xs })
