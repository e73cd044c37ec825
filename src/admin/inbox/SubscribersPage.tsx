import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import type { SubscriberListAnswer, SubscriberListFilter } from '~/admin/inbox/contract'
import { SUBSCRIPTION_STATUSES } from '~/db/schema-enums'
import { stringifySearch } from '~/i18n/search-params'
import { AdminPager } from '../ui/AdminPager'
import { AdminTable } from '../ui/AdminTable'
import * as css from '../ui/admin.css'
import { formatBeijingTime } from '../ui/beijing-time'
import { FilterForm, FilterSelect } from '../ui/FilterForm'
import { TextField } from '../ui/TextField'
import { subscriptionStatusText } from './inbox-text'

const text = {
  title: msg`Newsletter subscribers`,
  filter: msg`Filter subscribers`,
  search: msg`Search (name, e-mail, company, position)`,
  status: msg`Status`,
  export: msg`Download these subscribers (CSV)`,
  explain: msg`Only confirmed addresses receive the newsletter. Someone who unsubscribes is deleted with their consent records, as the privacy notice promises.`,
  name: msg`Name`,
  email: msg`E-mail`,
  company: msg`Company`,
  language: msg`Language`,
  since: msg`Subscribed (Beijing time)`,
  notice: msg`Privacy notice`,
  empty: msg`No subscriber matches this filter.`,
}

export function SubscribersPage({ list, filter }: { list: SubscriberListAnswer; filter: SubscriberListFilter }) {
  const { i18n } = useLingui()
  const id = useId()
  const { page: _page, ...current } = filter
  return (
    <>
      <h1>{i18n._(text.title)}</h1>
      <p>{i18n._(text.explain)}</p>
      <FilterForm label={i18n._(text.filter)}>
        <TextField id={`${id}-q`} label={i18n._(text.search)} name="q" type="search" defaultValue={filter.q} />
        <FilterSelect
          id={`${id}-status`}
          label={i18n._(text.status)}
          name="status"
          value={filter.status}
          options={SUBSCRIPTION_STATUSES.map((value) => ({ value, label: i18n._(subscriptionStatusText[value]) }))}
        />
      </FilterForm>
      <p>
        <a href={`/admin/subscribers.csv${stringifySearch(current)}`} download className={css.navLink}>
          {i18n._(text.export)}
        </a>
      </p>
      {list.rows.length === 0 ? (
        <p>{i18n._(text.empty)}</p>
      ) : (
        <AdminTable
          headings={[text.name, text.email, text.company, text.language, text.status, text.since, text.notice]}
        >
          {list.rows.map((row) => (
            <tr key={row.id}>
              <td className={css.cell}>{row.name}</td>
              <td className={css.cell}>{row.email}</td>
              <td className={css.cell}>
                {row.company}
                {row.position ? `, ${row.position}` : ''}
              </td>
              <td className={css.cell}>{row.lang === 'cn' ? '中文' : 'English'}</td>
              <td className={css.cell}>{i18n._(subscriptionStatusText[row.status])}</td>
              <td className={css.cell}>
                <time dateTime={row.createdAt}>{formatBeijingTime(i18n, row.createdAt, 'date')}</time>
              </td>
              <td className={css.cell}>{row.noticeVersion}</td>
            </tr>
          ))}
        </AdminTable>
      )}
      <AdminPager
        page={list.page}
        total={list.total}
        pageSize={list.pageSize}
        link={(page, rel, label) => (
          <Link to="/admin/subscribers" search={{ ...current, page: String(page) }} rel={rel}>
            {label}
          </Link>
        )}
      />
    </>
  )
}
