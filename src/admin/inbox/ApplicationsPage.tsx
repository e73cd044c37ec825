import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import type { ApplicationListAnswer, ApplicationListFilter } from '~/admin/inbox/contract'
import { APPLICATION_STATUSES, BOOTH_TYPES } from '~/db/schema-enums'
import { stringifySearch } from '~/i18n/search-params'
import { AdminPager } from '../ui/AdminPager'
import { AdminTable } from '../ui/AdminTable'
import * as css from '../ui/admin.css'
import { formatBeijingTime } from '../ui/beijing-time'
import { FilterForm, FilterSelect } from '../ui/FilterForm'
import { TextField } from '../ui/TextField'
import { applicationStatusText, boothTypeText } from './inbox-text'

const text = {
  title: msg`Booth applications`,
  filter: msg`Filter applications`,
  search: msg`Search (company, contact, e-mail, phone, products)`,
  status: msg`Status`,
  boothType: msg`Booth type`,
  country: msg`Country or region`,
  from: msg`Received from`,
  to: msg`Received until`,
  export: msg`Download these applications (CSV)`,
  received: msg`Received (Beijing time)`,
  company: msg`Company`,
  contact: msg`Contact`,
  area: msg`Booth`,
  assignee: msg`Assigned to`,
  nobody: msg`Nobody`,
  empty: msg`No application matches this filter.`,
}

/** The inbox of booth applications: a plain GET filter form, so every filtered view is a link. */
export function ApplicationsPage({ list, filter }: { list: ApplicationListAnswer; filter: ApplicationListFilter }) {
  const { i18n } = useLingui()
  const id = useId()
  const { page: _page, ...current } = filter
  return (
    <>
      <h1>{i18n._(text.title)}</h1>
      <FilterForm label={i18n._(text.filter)}>
        <TextField id={`${id}-q`} label={i18n._(text.search)} name="q" type="search" defaultValue={filter.q} />
        <FilterSelect
          id={`${id}-status`}
          label={i18n._(text.status)}
          name="status"
          value={filter.status}
          options={APPLICATION_STATUSES.map((value) => ({ value, label: i18n._(applicationStatusText[value]) }))}
        />
        <FilterSelect
          id={`${id}-booth`}
          label={i18n._(text.boothType)}
          name="boothType"
          value={filter.boothType}
          options={BOOTH_TYPES.map((value) => ({ value, label: i18n._(boothTypeText[value]) }))}
        />
        <FilterSelect
          id={`${id}-country`}
          label={i18n._(text.country)}
          name="country"
          value={filter.country}
          options={list.countries.map((value) => ({ value, label: value }))}
        />
        <TextField id={`${id}-from`} label={i18n._(text.from)} name="from" type="date" defaultValue={filter.from} />
        <TextField id={`${id}-to`} label={i18n._(text.to)} name="to" type="date" defaultValue={filter.to} />
      </FilterForm>
      <p>
        {/* A file download, not a screen: a plain link to the server route. */}
        <a href={`/admin/applications.csv${stringifySearch(current)}`} download className={css.navLink}>
          {i18n._(text.export)}
        </a>
      </p>
      {list.rows.length === 0 ? (
        <p>{i18n._(text.empty)}</p>
      ) : (
        <AdminTable
          headings={[text.company, text.received, text.contact, text.country, text.area, text.status, text.assignee]}
        >
          {list.rows.map((row) => (
            <tr key={row.id}>
              <td className={css.cell}>
                <Link to="/admin/applications/$id" params={{ id: String(row.id) }}>
                  {row.companyName}
                </Link>
              </td>
              <td className={css.cell}>
                <time dateTime={row.createdAt}>{formatBeijingTime(i18n, row.createdAt)}</time>
              </td>
              <td className={css.cell}>{row.contactName}</td>
              <td className={css.cell}>{row.country}</td>
              <td className={css.cell}>
                {i18n._(boothTypeText[row.boothType])}, {row.areaSqm} m²
              </td>
              <td className={css.cell}>{i18n._(applicationStatusText[row.status])}</td>
              <td className={css.cell}>{row.assigneeEmail ?? i18n._(text.nobody)}</td>
            </tr>
          ))}
        </AdminTable>
      )}
      <AdminPager
        page={list.page}
        total={list.total}
        pageSize={list.pageSize}
        link={(page, rel, label) => (
          <Link to="/admin/applications" search={{ ...current, page: String(page) }} rel={rel}>
            {label}
          </Link>
        )}
      />
    </>
  )
}
