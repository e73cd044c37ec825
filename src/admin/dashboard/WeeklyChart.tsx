import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import * as css from '../ui/admin.css'
import { percent, ValueAxis } from '../ui/BarChart'
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
const PAD = { top: 24, bottom: 24 }

/**
 * Two columns a week, applications and subscriptions, drawn on the server as SVG; the table beside
 * it holds the same figures for a screen reader and for anyone who wants the exact numbers. Across,
 * each week has an equal share of the chart's width (BarChart.tsx says why), its two columns in the
 * middle four fifths of it; every other week is named, at the end of its share, so the last name
 * ends at the chart's edge.
 */
export function WeeklyChart({ weeks }: { weeks: readonly WeekFigures[] }) {
  const { i18n } = useLingui()
  const max = Math.max(1, ...weeks.flatMap((w) => [w.applications, w.subscriptions]))
  const slot = 1 / Math.max(1, weeks.length)
  const barWidth = slot * 0.4
  const y = (n: number) => H - PAD.bottom - (n * (H - PAD.top - PAD.bottom)) / max
  const dayMonth = (week: string) => week.slice(5).replace('-', '/')
  return (
    <figure className={chartCss.chart}>
      <figcaption>
        {i18n._(text.title)} <span className={chartCss.keyCurrent}>{i18n._(text.applications)}</span>{' '}
        <span className={chartCss.keySecond}>{i18n._(text.subscriptions)}</span>
      </figcaption>
      <div className={css.sideBySide}>
        <svg width="100%" height={H} aria-hidden="true" data-testid="chart-per-week">
          <ValueAxis max={max} y={y} />
          {weeks.map((week, i) => {
            const x = i * slot + slot * 0.1
            return (
              <g key={week.week}>
                <rect
                  x={percent(x)}
                  y={y(week.applications)}
                  width={percent(barWidth)}
                  height={y(0) - y(week.applications)}
                  className={chartCss.bar}
                />
                <rect
                  x={percent(x + barWidth)}
                  y={y(week.subscriptions)}
                  width={percent(barWidth)}
                  height={y(0) - y(week.subscriptions)}
                  className={chartCss.secondBar}
                />
                {i % 2 === weeks.length % 2 ? null : (
                  <text x={percent((i + 1) * slot)} y={H - 6} textAnchor="end" className={chartCss.tick}>
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
