import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import * as css from '../ui/admin.css'
import { ValueAxis, CHART_WIDTH as W } from '../ui/BarChart'
import * as chartCss from '../ui/charts.css'
import type { WeekFigures } from './contract'

const text = {
  title: msg`Applications and subscriptions per week`,
  week: msg`Week of`,
  applications: msg`Booth applications`,
  subscriptions: msg`Newsletter subscriptions`,
  confirmed: msg`Confirmed`,
}

const H = 200
const PAD = { left: 36, right: 8, top: 12, bottom: 24 }

/**
 * Two columns a week, applications and subscriptions, drawn on the server as SVG; the table beside
 * it holds the same figures for a screen reader and for anyone who wants the exact numbers.
 */
export function WeeklyChart({ weeks }: { weeks: readonly WeekFigures[] }) {
  const { i18n } = useLingui()
  const max = Math.max(1, ...weeks.flatMap((w) => [w.applications, w.subscriptions]))
  const slot = (W - PAD.left - PAD.right) / Math.max(1, weeks.length)
  const barWidth = Math.max(2, slot / 2 - 3)
  const y = (n: number) => H - PAD.bottom - (n * (H - PAD.top - PAD.bottom)) / max
  const dayMonth = (week: string) => week.slice(5).replace('-', '/')
  return (
    <figure className={chartCss.chart}>
      <figcaption>
        {i18n._(text.title)} <span className={chartCss.keyCurrent}>{i18n._(text.applications)}</span>{' '}
        <span className={chartCss.keySecond}>{i18n._(text.subscriptions)}</span>
      </figcaption>
      <div className={css.sideBySide}>
        <svg viewBox={`0 0 ${W} ${H}`} aria-hidden="true" data-testid="chart-per-week">
          <ValueAxis left={PAD.left} right={W - PAD.right} max={max} y={y} />
          {weeks.map((week, i) => {
            const x = PAD.left + i * slot + 2
            return (
              <g key={week.week}>
                <rect
                  x={x}
                  y={y(week.applications)}
                  width={barWidth}
                  height={y(0) - y(week.applications)}
                  className={chartCss.bar}
                />
                <rect
                  x={x + barWidth + 1}
                  y={y(week.subscriptions)}
                  width={barWidth}
                  height={y(0) - y(week.subscriptions)}
                  className={chartCss.secondBar}
                />
                {i % 2 === weeks.length % 2 ? null : (
                  <text x={x} y={H - 6} className={chartCss.tick}>
                    {dayMonth(week.week)}
                  </text>
                )}
              </g>
            )
          })}
        </svg>
        <table className={`${css.table} ${chartCss.figureTable}`} data-testid="table-per-week">
          <caption className={css.caption}>{i18n._(text.title)}</caption>
          <thead>
            <tr>
              {[text.week, text.applications, text.subscriptions, text.confirmed].map((heading) => (
                <th key={heading.id} scope="col" className={css.cell}>
                  {i18n._(heading)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.week}>
                <th scope="row" className={`${css.cell} ${css.nowrap}`}>
                  <time dateTime={week.week}>{week.week}</time>
                </th>
                <td className={css.cell}>{week.applications}</td>
                <td className={css.cell}>{week.subscriptions}</td>
                <td className={css.cell}>{week.confirmed}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  )
}
