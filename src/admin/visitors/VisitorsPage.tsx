import { useLingui } from '@lingui/react'
import { Link } from '@tanstack/react-router'
import { stringifySearch } from '~/i18n/search-params'
import { ActionStatus } from '../ui/ActionStatus'
import { AdminPager } from '../ui/AdminPager'
import * as css from '../ui/admin.css'
import { ConfirmDialog } from '../ui/ConfirmDialog'
import type { VisitorFigures, VisitorListAnswer, VisitorListFilter } from './contract'
import { useVisitorAction } from './use-visitor-action'
import { VisitorFigureCharts } from './VisitorCharts'
import { VisitorFilters } from './VisitorFilters'
import { VisitorTable } from './VisitorTable'
import { visitorsText as text } from './visitors-text'

/**
 * The organiser's visitors (sales and admins): the running edition's registrations with filters,
 * search and CSV export, each person's badge resent, registration cancelled, data exported or erased
 * (every action audited on the server), and the figures with their charts.
 */
export function VisitorsPage({
  list,
  filter,
  figures,
}: {
  list: VisitorListAnswer
  filter: VisitorListFilter
  figures: VisitorFigures
}) {
  const { i18n } = useLingui()
  const action = useVisitorAction()
  const { erasing } = action
  const { page: _page, ...current } = filter
  return (
    <>
      <h1>{i18n._(text.title)}</h1>
      <p data-testid="visitor-figures">
        {i18n._({ ...text.figures, values: { total: figures.total, checkedIn: figures.checkedIn } })}
      </p>
      <VisitorFigureCharts figures={figures} />
      <VisitorFilters filter={filter} />
      <p>
        <a href={`/admin/visitors.csv${stringifySearch(current)}`} download className={css.navLink}>
          {i18n._(text.export)}
        </a>
      </p>
      <ActionStatus notice={action.notice} ref={action.statusRef} />
      {erasing ? (
        <ConfirmDialog
          question={i18n._({ ...text.confirmErase, values: { name: erasing.name } })}
          confirmLabel={`${i18n._(text.eraseForGood)}: ${erasing.name}`}
          keepLabel={i18n._(text.keep)}
          busy={action.busy}
          onConfirm={() => action.run('erase', erasing)}
          onKeep={action.keep}
        />
      ) : null}
      <VisitorTable rows={list.rows} busy={action.busy} onRun={action.run} onAskErase={action.askErase} />
      <AdminPager
        page={list.page}
        total={list.total}
        pageSize={list.pageSize}
        link={(page, rel, label) => (
          <Link to="/admin/visitors" search={{ ...current, page: String(page) }} rel={rel}>
            {label}
          </Link>
        )}
      />
    </>
  )
}
