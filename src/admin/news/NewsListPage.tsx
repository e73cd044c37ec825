import { useLingui } from '@lingui/react'
import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import type { NewsListAnswer } from '~/admin/news/contract'
import { AdminPager } from '../ui/AdminPager'
import { AdminTable } from '../ui/AdminTable'
import * as css from '../ui/admin.css'
import { formatBeijingTime } from '../ui/beijing-time'
import { NewsFilters } from './NewsFilters'
import { type NewsListView, newsPageSearch } from './news-list'
import { listText as text } from './news-list-text'
import { categoryText, statusText } from './news-text'

export function NewsListPage({ list, filter }: { list: NewsListAnswer; filter: NewsListView }) {
  const { i18n } = useLingui()
  const { rows } = list
  const id = useId()
  return (
    <>
      <h1>{i18n._(text.title)}</h1>
      <p>
        <Link to="/admin/news/new" className={css.button}>
          {i18n._(text.create)}
        </Link>
      </p>
      <NewsFilters id={id} filter={filter} />
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
              <td className={css.cell}>
                <time dateTime={row.publishedAt}>{formatBeijingTime(i18n, row.publishedAt)}</time>
              </td>
              <td className={css.cell}>{i18n._(row.complete ? text.complete : text.incomplete)}</td>
            </tr>
          ))}
        </AdminTable>
      )}
      <AdminPager
        page={list.page}
        total={list.total}
        pageSize={list.pageSize}
        link={(page, rel, label) => (
          <Link to="/admin/news" search={newsPageSearch(filter, page)} rel={rel}>
            {label}
          </Link>
        )}
      />
    </>
  )
}
