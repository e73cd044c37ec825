import { useLingui } from '@lingui/react'
import { PROVINCES, type ProvinceCode, REGIONS, type RegionCode } from '~/contracts/registration-regions'
import { type Bar, BarChart, ValueAxis } from '../ui/BarChart'
import * as own from '../ui/charts.css'
import type { FigureRow, VisitorFigures } from './contract'
import { visitorsText as text, visitorTypeText } from './visitors-text'

const H = 220
const PAD = { top: 24, bottom: 28 }
/** The plot's own units across: it is stretched to the chart's width, so only the proportions count. */
const SPAN = 1000

/**
 * Registrations per day before the show, this edition against the last (a line each), drawn on the
 * server as SVG: no chart library, no client code. A component the dashboard can mount as it is.
 * The lines lie in a plot stretched across the chart's width in pixels (BarChart.tsx says why); the
 * texts stay outside it, at their own size.
 */
function RegistrationsPerDayChart({ figures }: { figures: VisitorFigures }) {
  const { i18n } = useLingui()
  const days = figures.perDay
  const max = Math.max(1, ...days.flatMap((d) => [d.count, d.previous]))
  const x = (i: number) => (i * SPAN) / Math.max(1, days.length - 1)
  const y = (n: number) => H - PAD.bottom - (n * (H - PAD.top - PAD.bottom)) / max
  const line = (key: 'count' | 'previous') =>
    days.map((d, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)} ${y(d[key]).toFixed(1)}`).join('')
  const title = i18n._(text.perDayTitle)
  return (
    <figure className={own.chart}>
      <svg width="100%" height={H} role="img" aria-label={title} data-testid="chart-per-day">
        <ValueAxis max={max} y={y} />
        <svg width="100%" height={H} viewBox={`0 0 ${SPAN} ${H}`} preserveAspectRatio="none" aria-hidden="true">
          <path d={line('previous')} className={own.previous} />
          <path d={line('count')} className={own.current} />
        </svg>
        <text x={0} y={H - 8} className={own.tick}>
          {i18n._({ ...text.daysBefore, values: { n: days[0]?.daysBefore ?? 0 } })}
        </text>
        <text x="100%" y={H - 8} textAnchor="end" className={own.tick}>
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

/** Every chart of the visitors' figures, labelled in the reader's language. */
export function VisitorFigureCharts({ figures }: { figures: VisitorFigures }) {
  const { i18n } = useLingui()
  const lang = i18n.locale === 'en' ? 'en' : 'cn'
  const named = (rows: readonly FigureRow[], name: (key: string) => string | undefined): Bar[] =>
    rows.map((row) => ({ key: row.key, label: name(row.key) ?? row.key, count: row.count }))
  const regionName = (key: string) => (key in REGIONS ? REGIONS[key as RegionCode][lang] : undefined)
  const provinceName = (key: string) => (key in PROVINCES ? PROVINCES[key as ProvinceCode][lang] : undefined)
  return (
    <div className={own.charts}>
      <RegistrationsPerDayChart figures={figures} />
      <BarChart
        title={i18n._(text.byTypeTitle)}
        testId="chart-by-type"
        bars={figures.byType.map((row) => ({
          key: row.type,
          label: i18n._(visitorTypeText[row.type]),
          count: row.count,
        }))}
      />
      <BarChart
        title={i18n._(text.byCountryTitle)}
        testId="chart-by-country"
        bars={named(figures.byCountry, regionName)}
      />
      <BarChart
        title={i18n._(text.byProvinceTitle)}
        testId="chart-by-province"
        bars={named(figures.byProvince, provinceName)}
      />
      <BarChart
        title={i18n._(text.byInterestTitle)}
        testId="chart-by-interest"
        bars={figures.byInterest.map((row) => ({
          key: row.key,
          label: lang === 'en' ? row.nameEn : row.nameCn,
          count: row.count,
        }))}
      />
      {figures.checkInsByGate.length === 0 ? (
        <p>{i18n._(text.noCheckIns)}</p>
      ) : (
        <>
          <BarChart
            title={i18n._(text.perHourTitle)}
            testId="chart-per-hour"
            bars={named(figures.checkInsPerHour, (key) => `${key}:00`)}
          />
          <BarChart
            title={i18n._(text.byGateTitle)}
            testId="chart-by-gate"
            bars={named(figures.checkInsByGate, () => undefined)}
          />
        </>
      )}
    </div>
  )
}
