import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import type { NewsListRow } from '~/contracts/admin'
import { NEWS_CATEGORIES, NEWS_STATUSES } from '~/db/schema-enums'
import { AdminTable } from './AdminTable'
import * as css from './admin.css'
import { categoryText, statusText } from './news-text'
import { TextField } from './TextField'

const text = {
  title: msg`News`,
  create: msg`Write a news item`,
  filter: msg`Filter news`,
  search: msg`Search (both languages)`,
  status: msg`Status`,
  category: msg`Category`,
  any: msg`Any`,
  show: msg`Show`,
  chinese: msg`Chinese title`,
  english: msg`English title`,
  date: msg`Publish date`,
  languages: msg`Languages`,
  complete: msg`Both`,
  incomplete: msg`Missing a language`,
  untitled: msg`(no title)`,
  empty: msg`No news matches this filter.`,
}

export function NewsListPage({
  rows,
  filter,
}: {
  rows: NewsListRow[]
  filter: { q?: string; status?: string; category?: string }
}) {
  const { i18n } = useLingui()
  const id = useId()
  const date = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <>
      <h1>{i18n._(text.title)}</h1>
      <p>
        <Link to="/admin/news/new" className={css.button}>
          {i18n._(text.create)}
        </Link>
      </p>
      <form method="get" className={css.nav} aria-label={i18n._(text.filter)}>
        <TextField id={`${id}-q`} label={i18n._(text.search)} name="q" type="search" defaultValue={filter.q} />
        <div className={css.field}>
          <label htmlFor={`${id}-status`}>{i18n._(text.status)}</label>
          <select id={`${id}-status`} className={css.input} name="status" defaultValue={filter.status ?? ''}>
            <option value="">{i18n._(text.any)}</option>
            {NEWS_STATUSES.map((status) => (
              <option key={status} value={status}>
                {i18n._(statusText[status])}
              </option>
            ))}
          </select>
        </div>
        <div className={css.field}>
          <label htmlFor={`${id}-category`}>{i18n._(text.category)}</label>
          <select id={`${id}-category`} className={css.input} name="category" defaultValue={filter.category ?? ''}>
            <option value="">{i18n._(text.any)}</option>
            {NEWS_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {i18n._(categoryText[category])}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={css.button}>
          {i18n._(text.show)}
        </button>
      </form>
      {rows.length === 0 ? (
        <p>{i18n._(text.empty)}</p>
      ) : (
        <AdminTable headings={[text.chinese, text.english, text.category, text.status, text.date, text.languages]}>
          {rows.map((row) => (
            <tr key={row.id}>
              <td className={css.cell} lang="zh-CN">
                <Link to="/admin/news/$id" params={{ id: String(row.id) }}>
                  {row.titleCn || i18n._(text.untitled)}
                </Link>
              </td>
              <td className={css.cell} lang="en">
                {row.titleEn}
              </td>
              <td className={css.cell}>{i18n._(categoryText[row.category])}</td>
              <td className={css.cell}>{i18n._(statusText[row.status])}</td>
              <td className={css.cell}>{date.format(new Date(row.publishedAt))}</td>
              <td className={css.cell}>{i18n._(row.complete ? text.complete : text.incomplete)}</td>
            </tr>
          ))}
        </AdminTable>
      )}
    </>
  )
}
