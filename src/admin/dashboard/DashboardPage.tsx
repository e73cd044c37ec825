import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Link } from '@tanstack/react-router'
import type { AdminViewer } from '~/admin/auth/contract'
import { roleText } from '../auth/role-text'
import type { VisitorFigures } from '../visitors/contract'
import { VisitorFigureCharts } from '../visitors/VisitorCharts'
import { visitorsText } from '../visitors/visitors-text'

const text = {
  title: msg`Dashboard`,
  welcome: msg`Welcome to the back office.`,
  role: msg`Your role`,
  visitors: msg`Trade visitors`,
  allVisitors: msg`All visitors`,
}

/**
 * The back office's first screen: who is signed in and, for those who may read them, the trade
 * visitors' figures and charts (issue 26), drawn on the server.
 */
export function DashboardPage({ viewer, figures }: { viewer: AdminViewer; figures: VisitorFigures | null }) {
  const { i18n } = useLingui()
  return (
    <>
      <h1>{i18n._(text.title)}</h1>
      <p>{i18n._(text.welcome)}</p>
      <p>
        {i18n._(text.role)}: <strong>{i18n._(roleText[viewer.role])}</strong>
      </p>
      {figures ? (
        <section aria-labelledby="dashboard-visitors">
          <h2 id="dashboard-visitors">{i18n._(text.visitors)}</h2>
          <p data-testid="dashboard-visitor-figures">
            {i18n._({ ...visitorsText.figures, values: { total: figures.total, checkedIn: figures.checkedIn } })}{' '}
            <Link to="/admin/visitors" search={{}}>
              {i18n._(text.allVisitors)}
            </Link>
          </p>
          <VisitorFigureCharts figures={figures} />
        </section>
      ) : null}
    </>
  )
}
