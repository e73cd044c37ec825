import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Link, linkOptions } from '@tanstack/react-router'
import type { AdminViewer } from '~/admin/auth/contract'
import { roleText } from '../auth/role-text'
import * as css from '../ui/admin.css'
import type { VisitorFigures } from '../visitors/contract'
import { VisitorFigureCharts } from '../visitors/VisitorCharts'
import { visitorsText } from '../visitors/visitors-text'
import type { DashboardFigures, WaitingCounts } from './contract'
import * as own from './DashboardPage.css'
import { WeeklyChart } from './WeeklyChart'

const text = {
  title: msg`Dashboard`,
  role: msg`Your role`,
  waitingTitle: msg`What waits`,
  nothingWaits: msg`Nothing waits for you.`,
  trendsTitle: msg`Applications and newsletter`,
  confirmationRate: msg`Confirmation rate of the newsletter, last 12 weeks`,
  noSubscriptions: msg`no sign-ups in these weeks`,
  visitors: msg`Trade visitors`,
  allVisitors: msg`All visitors`,
}

/** Each waiting count: what it is called and the screen (filtered where it can be) that deals with it. */
const WAITING = {
  newApplications: {
    label: msg`New booth applications`,
    link: linkOptions({ to: '/admin/applications', search: { status: 'new' } }),
  },
  unconfirmedSubscribers: {
    label: msg`Subscribers who have not confirmed`,
    link: linkOptions({ to: '/admin/subscribers', search: { status: 'unconfirmed' } }),
  },
  failedMails: { label: msg`Mails that could not be sent`, link: linkOptions({ to: '/admin/outbox' }) },
  scheduledNews: {
    label: msg`News scheduled to go live`,
    link: linkOptions({ to: '/admin/news', search: { status: 'scheduled' } }),
  },
  missingTranslations: { label: msg`Fields missing a translation`, link: linkOptions({ to: '/admin/translations' }) },
} satisfies Record<keyof WaitingCounts, { label: MessageDescriptor; link: object }>

/**
 * The back office's first screen: what waits for the viewer (by role), the trend of applications and
 * sign-ups with the newsletter's confirmation rate, and the trade visitors' figures, all drawn on the
 * server (no chart library reaches the browser).
 */
export function DashboardPage({
  viewer,
  figures,
  visitors,
}: {
  viewer: AdminViewer
  figures: DashboardFigures
  visitors: VisitorFigures | null
}) {
  const { i18n } = useLingui()
  const waiting = (Object.keys(WAITING) as (keyof WaitingCounts)[]).flatMap((key) => {
    const count = figures.waiting[key]
    return count === null ? [] : [{ key, count, ...WAITING[key] }]
  })
  const weeks = figures.weeks
  const subscribed = weeks?.reduce((sum, week) => sum + week.subscriptions, 0) ?? 0
  const confirmed = weeks?.reduce((sum, week) => sum + week.confirmed, 0) ?? 0
  return (
    <>
      <h1>{i18n._(text.title)}</h1>
      <p className={css.hint}>
        {i18n._(text.role)}: <strong>{i18n._(roleText[viewer.role])}</strong>
      </p>
      {waiting.length > 0 && (
        <section aria-labelledby="dashboard-waiting" className={own.section}>
          <h2 id="dashboard-waiting">{i18n._(text.waitingTitle)}</h2>
          {waiting.every((item) => item.count === 0) ? <p>{i18n._(text.nothingWaits)}</p> : null}
          <ul className={own.figures}>
            {waiting.map((item) => (
              <li key={item.key}>
                <Link {...item.link} className={own.figure} data-testid={`figure-${item.key}`}>
                  <strong className={own.figureValue}>{item.count}</strong>
                  <span>{i18n._(item.label)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {weeks ? (
        <section aria-labelledby="dashboard-trends" className={own.section}>
          <h2 id="dashboard-trends">{i18n._(text.trendsTitle)}</h2>
          <p data-testid="figure-confirmation-rate">
            {i18n._(text.confirmationRate)}:{' '}
            <strong>
              {subscribed > 0
                ? new Intl.NumberFormat(i18n.locale, { style: 'percent' }).format(confirmed / subscribed)
                : i18n._(text.noSubscriptions)}
            </strong>{' '}
            {subscribed > 0 ? `(${confirmed} / ${subscribed})` : null}
          </p>
          <WeeklyChart weeks={weeks} />
        </section>
      ) : null}
      {visitors ? (
        <section aria-labelledby="dashboard-visitors" className={own.section}>
          <h2 id="dashboard-visitors">{i18n._(text.visitors)}</h2>
          <p data-testid="dashboard-visitor-figures">
            {i18n._({ ...visitorsText.figures, values: { total: visitors.total, checkedIn: visitors.checkedIn } })}{' '}
            <Link to="/admin/visitors" search={{}}>
              {i18n._(text.allVisitors)}
            </Link>
          </p>
          <VisitorFigureCharts figures={visitors} />
        </section>
      ) : null}
    </>
  )
}
