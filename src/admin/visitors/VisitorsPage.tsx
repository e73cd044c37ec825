import { useLingui } from '@lingui/react'
import { Link, useRouter } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { REGION_CODES, REGIONS } from '~/contracts/registration-regions'
import { VISITOR_TYPES } from '~/db/schema-enums'
import { stringifySearch } from '~/i18n/search-params'
import { AdminPager } from '../ui/AdminPager'
import { AdminTable } from '../ui/AdminTable'
import * as css from '../ui/admin.css'
import { FilterForm, FilterSelect } from '../ui/FilterForm'
import { TextField } from '../ui/TextField'
import type { VisitorFigures, VisitorListAnswer, VisitorListFilter, VisitorRow } from './contract'
import { VisitorFigureCharts } from './VisitorCharts'
import * as own from './VisitorsPage.css'
import { cancelVisitor, eraseVisitor, exportVisitor, resendVisitorBadge } from './visitors.functions'
import { visitorsText as text, visitorTypeText } from './visitors-text'

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
  const id = useId()
  const router = useRouter()
  const [notice, setNotice] = useState<string | null>(null)
  const when = new Intl.DateTimeFormat(i18n.locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Shanghai',
  })
  const { page: _page, ...current } = filter

  async function act(run: () => Promise<unknown>) {
    await run()
    setNotice(i18n._(text.done))
    await router.invalidate()
  }

  async function download(row: VisitorRow) {
    const json = await exportVisitor({ data: { id: row.id } })
    const link = document.createElement('a')
    link.href = URL.createObjectURL(new Blob([json], { type: 'application/json' }))
    link.download = `visitor-${row.id}.json`
    link.click()
    URL.revokeObjectURL(link.href)
  }

  const status = (row: VisitorRow) =>
    i18n._(row.purged ? text.erased : row.status === 'cancelled' ? text.cancelled : text.active)

  return (
    <>
      <h1>{i18n._(text.title)}</h1>
      <p data-testid="visitor-figures">
        {i18n._({ ...text.figures, values: { total: figures.total, checkedIn: figures.checkedIn } })}
      </p>
      <VisitorFigureCharts figures={figures} />
      <FilterForm label={i18n._(text.filter)}>
        <TextField id={`${id}-q`} label={i18n._(text.search)} name="q" type="search" defaultValue={filter.q} />
        <FilterSelect
          id={`${id}-type`}
          label={i18n._(text.type)}
          name="type"
          value={filter.type}
          options={VISITOR_TYPES.map((value) => ({ value, label: i18n._(visitorTypeText[value]) }))}
        />
        <FilterSelect
          id={`${id}-country`}
          label={i18n._(text.country)}
          name="country"
          value={filter.country}
          options={REGION_CODES.map((value) => ({ value, label: REGIONS[value][i18n.locale === 'en' ? 'en' : 'cn'] }))}
        />
        <TextField id={`${id}-interest`} label={i18n._(text.interest)} name="interest" defaultValue={filter.interest} />
        <FilterSelect
          id={`${id}-checked`}
          label={i18n._(text.checkedIn)}
          name="checkedIn"
          value={filter.checkedIn}
          options={[
            { value: 'yes', label: i18n._(text.yes) },
            { value: 'no', label: i18n._(text.no) },
          ]}
        />
      </FilterForm>
      <p>
        <a href={`/admin/visitors.csv${stringifySearch(current)}`} download className={css.navLink}>
          {i18n._(text.export)}
        </a>
      </p>
      <div role="status">{notice}</div>
      {list.rows.length === 0 ? (
        <p>{i18n._(text.empty)}</p>
      ) : (
        <AdminTable
          headings={[
            text.name,
            text.contact,
            text.company,
            text.type,
            text.registered,
            text.checkedIn,
            text.status,
            text.actions,
          ]}
        >
          {list.rows.map((row) => (
            <tr key={row.id}>
              <td className={css.cell}>{row.name}</td>
              <td className={css.cell}>
                {row.email}
                <br />
                {row.mobile}
              </td>
              <td className={css.cell}>
                {row.company}
                {row.jobTitle ? `, ${row.jobTitle}` : ''}
              </td>
              <td className={css.cell}>{i18n._(visitorTypeText[row.visitorType])}</td>
              <td className={css.cell}>{when.format(new Date(row.createdAt))}</td>
              <td className={css.cell}>{row.checkedInAt ? when.format(new Date(row.checkedInAt)) : '—'}</td>
              <td className={css.cell}>{status(row)}</td>
              <td className={css.cell}>
                {row.purged ? null : (
                  <span className={own.actions}>
                    {row.status === 'active' ? (
                      <>
                        <button
                          type="button"
                          className={css.quietButton}
                          onClick={() => act(() => resendVisitorBadge({ data: { id: row.id } }))}
                        >
                          {i18n._(text.resend)}
                        </button>
                        <button
                          type="button"
                          className={css.quietButton}
                          onClick={() => act(() => cancelVisitor({ data: { id: row.id } }))}
                        >
                          {i18n._(text.cancel)}
                        </button>
                      </>
                    ) : null}
                    <button type="button" className={css.quietButton} onClick={() => download(row)}>
                      {i18n._(text.exportPerson)}
                    </button>
                    <button
                      type="button"
                      className={css.quietButton}
                      onClick={() => {
                        if (window.confirm(i18n._(text.confirmErase)))
                          void act(() => eraseVisitor({ data: { id: row.id } }))
                      }}
                    >
                      {i18n._(text.erase)}
                    </button>
                  </span>
                )}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
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
