import * as css from './admin.css'
import * as chartCss from './charts.css'

/** One bar: its label, already in the reader's language, and its count. */
export interface Bar {
  key: string
  label: string
  count: number
}

/*
 * The charts are drawn in CSS pixels, not in a viewBox scaled to their column: a drawing scaled down
 * to a phone's 350 px shrank its 12 px labels to 7 px, and one scaled up on a wide screen grew them
 * past the page's text. Heights and texts are fixed pixels; what runs across is in percent of the
 * chart's width, so the bars and columns fill any column while every label keeps the page's size.
 */

/** A share of the chart's width as an SVG length. */
export const percent = (share: number) => `${(share * 100).toFixed(2)}%`

/** A row: the label on a line of its own (a long name keeps the whole width), then its bar. */
const ROW_HEIGHT = 40
/** The longest bar's share of the width: the rest keeps room for its count written after it. */
const LONGEST_BAR = 0.82

/**
 * Horizontal bars drawn on the server as SVG, with the numbers written out beside them (no hover
 * needed). A screen reader gets the same figures as a table; the drawing itself is hidden from it.
 */
export function BarChart({ title, bars, testId }: { title: string; bars: readonly Bar[]; testId: string }) {
  const max = Math.max(1, ...bars.map((bar) => bar.count))
  const height = Math.max(ROW_HEIGHT, bars.length * ROW_HEIGHT)
  const share = (n: number) => (n / max) * LONGEST_BAR
  return (
    <figure className={chartCss.chart}>
      <figcaption>{title}</figcaption>
      <svg width="100%" height={height} aria-hidden="true" data-testid={testId}>
        {bars.map((bar, i) => (
          <g key={bar.key} transform={`translate(0 ${i * ROW_HEIGHT})`}>
            <text x={0} y={13} className={chartCss.tick}>
              {bar.label}
            </text>
            <rect x={0} y={18} height={16} width={percent(share(bar.count))} className={chartCss.bar} />
            <text x={percent(share(bar.count))} dx={6} y={31} className={chartCss.tick}>
              {bar.count}
            </text>
          </g>
        ))}
      </svg>
      <table className={css.visuallyHidden}>
        <caption>{title}</caption>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.key}>
              <th scope="row">{bar.label}</th>
              <td>{bar.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}

/**
 * A vertical chart's base line across its width, and a faint line at the largest value with that
 * value written above its start (no left margin for the ticks: the plot keeps the whole width of a
 * phone). `y` maps a value to its height in pixels; the largest value's line needs 18 px above it.
 */
export function ValueAxis({ max, y }: { max: number; y: (n: number) => number }) {
  return (
    <>
      <line x1={0} x2="100%" y1={y(max)} y2={y(max)} className={chartCss.gridLine} />
      <line x1={0} x2="100%" y1={y(0)} y2={y(0)} className={chartCss.axis} />
      <text x={0} y={y(max) - 5} className={chartCss.tick}>
        {max}
      </text>
    </>
  )
}
