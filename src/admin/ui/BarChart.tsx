import * as css from './admin.css'
import * as chartCss from './charts.css'

/** One bar: its label, already in the reader's language, and its count. */
export interface Bar {
  key: string
  label: string
  count: number
}

/** The SVG's drawing width; it scales to the column it sits in. */
export const CHART_WIDTH = 640
const ROW_HEIGHT = 26
/** Where the bars start: room for a label of about 20 characters at the tick size. */
const BAR_LEFT = 220

/**
 * Horizontal bars drawn on the server as SVG, with the numbers written out beside them (no hover
 * needed). A screen reader gets the same figures as a table; the drawing itself is hidden from it.
 */
export function BarChart({ title, bars, testId }: { title: string; bars: readonly Bar[]; testId: string }) {
  const max = Math.max(1, ...bars.map((bar) => bar.count))
  const height = Math.max(ROW_HEIGHT, bars.length * ROW_HEIGHT)
  const width = (n: number) => (n / max) * (CHART_WIDTH - BAR_LEFT - 60)
  return (
    <figure className={chartCss.chart}>
      <figcaption>{title}</figcaption>
      <svg viewBox={`0 0 ${CHART_WIDTH} ${height}`} aria-hidden="true" data-testid={testId}>
        {bars.map((bar, i) => (
          <g key={bar.key} transform={`translate(0 ${i * ROW_HEIGHT})`}>
            <text x={0} y={17} className={chartCss.tick}>
              {bar.label}
            </text>
            <rect x={BAR_LEFT} y={4} height={18} width={width(bar.count)} className={chartCss.bar} />
            <text x={BAR_LEFT + 6 + width(bar.count)} y={17} className={chartCss.tick}>
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
 * A vertical chart's base line with its two ticks (0 and the largest value): what the line and
 * column charts share. `y` maps a value to its height in the drawing.
 */
export function ValueAxis({
  left,
  right,
  max,
  y,
}: {
  left: number
  right: number
  max: number
  y: (n: number) => number
}) {
  return (
    <>
      <line x1={left} x2={right} y1={y(0)} y2={y(0)} className={chartCss.axis} />
      <text x={left - 6} y={y(max) + 4} textAnchor="end" className={chartCss.tick}>
        {max}
      </text>
      <text x={left - 6} y={y(0) + 4} textAnchor="end" className={chartCss.tick}>
        0
      </text>
    </>
  )
}
