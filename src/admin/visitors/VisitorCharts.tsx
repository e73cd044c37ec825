import { useLingui } from '@lingui/react'
import type { VisitorFigures } from './contract'
import * as own from './VisitorsPage.css'
import { visitorsText as text, visitorTypeText } from './visitors-text'

const W = 640
const H = 220
const PAD = { left: 40, right: 12, top: 12, bottom: 28 }

/**
 * Registrations per day before the show, this edition against the last (a line each), drawn on the
 * server as SVG: no chart library, no client code. A component the dashboard can mount as it is.
 */
export function RegistrationsPerDayChart({ figures }: { figures: VisitorFigures }) {
  const { i18n } = useLingui()
  const days = figures.perDay
  const max = Math.max(1, ...days.flatMap((d) => [d.count, d.previous]))
  const x = (i: number) => PAD.left + (i * (W - PAD.left - PAD.right)) / Math.max(1, days.length - 1)
  const y = (n: number) => H - PAD.bottom - (n * (H - PAD.top - PAD.bottom)) / max
  const line = (key: 'count' | 'previous') =>
    days.map((d, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)} ${y(d[key]).toFixed(1)}`).join('')
  const title = i18n._(text.perDayTitle)
  return (
    <figure className={own.chart}>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={title} data-testid="chart-per-day">
        <line x1={PAD.left} x2={W - PAD.right} y1={y(0)} y2={y(0)} className={own.axis} />
        <text x={PAD.left - 6} y={y(max) + 4} textAnchor="end" className={own.tick}>
          {max}
        </text>
        <text x={PAD.left - 6} y={y(0) + 4} textAnchor="end" className={own.tick}>
          0
        </text>
        <path d={line('previous')} className={own.previous} />
        <path d={line('count')} className={own.current} />
        <text x={PAD.left} y={H - 8} className={own.tick}>
          {i18n._({ ...text.daysBefore, values: { n: days[0]?.daysBefore ?? 0 } })}
        </text>
        <text x={W - PAD.right} y={H - 8} textAnchor="end" className={own.tick}>
          {i18n._(text.showDay)}
        </text>
      </svg>
      <figcaption>
        <span className={own.keyCurrent}>{i18n._({ ...text.edition, values: { edition: figures.edition } })}</span>{' '}
        {figures.previousEdition ? (
          <span className={own.keyPrevious}>
            {i18n._({ ...text.edition, values: { edition: figures.previousEdition } })}
          </span>
        ) : null}
      </figcaption>
    </figure>
  )
}

/** Registrations by visitor type as horizontal bars (server-rendered SVG), with the numbers written out. */
export function RegistrationsByTypeChart({ figures }: { figures: VisitorFigures }) {
  const { i18n } = useLingui()
  const rows = figures.byType
  const max = Math.max(1, ...rows.map((row) => row.count))
  const rowHeight = 26
  const height = Math.max(rowHeight, rows.length * rowHeight)
  const title = i18n._(text.byTypeTitle)
  return (
    <figure className={own.chart}>
      <svg viewBox={`0 0 ${W} ${height}`} role="img" aria-label={title} data-testid="chart-by-type">
        {rows.map((row, i) => (
          <g key={row.type} transform={`translate(0 ${i * rowHeight})`}>
            <text x={0} y={17} className={own.tick}>
              {i18n._(visitorTypeText[row.type])}
            </text>
            <rect x={220} y={4} height={18} width={(row.count / max) * (W - 280)} className={own.bar} />
            <text x={226 + (row.count / max) * (W - 280)} y={17} className={own.tick}>
              {row.count}
            </text>
          </g>
        ))}
      </svg>
    </figure>
  )
}
