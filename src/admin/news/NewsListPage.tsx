import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import type * as v from 'valibot'
import { NEWS_COMPLETENESS, NEWS_LIST_SORTS, type NewsListAnswer, type NewsListFilter } from '~/admin/news/contract'
import { NEWS_CATEGORIES, NEWS_STATUSES } from '~/db/schema-enums'
import { AdminPager } from '../ui/AdminPager'
import { AdminTable } from '../ui/AdminTable'
import * as css from '../ui/admin.css'
import { FilterForm, FilterSelect } from '../ui/FilterForm'
import { SelectField } from '../ui/SelectField'
import { TextField } from '../ui/TextField'
import { categoryText, statusText } from './news-text'

const text = {
  title: msg`News`,
  create: msg`Write a news item`,
  filter: msg`Filter news`,
  search: msg`Search (both languages)`,
  status: msg`Status`,
  category: msg`Category`,
  chinese: msg`Chinese title`,
  english: msg`English title`,
  date: msg`Publish date`,
  languages: msg`Languages`,
  complete: msg`Both`,
  incomplete: msg`Missing a language`,
  untitled: msg`(no title)`,
  empty: msg`No news matches this filter.`,
  sort: msg`Order`,
}

const sortText = {
  newest: msg`Newest first`,
  oldest: msg`Oldest first`,
  updated: msg`Last changed first`,
  title: msg`By Chinese title`,
} as const

const languagesText = { complete: text.complete, incomplete: text.incomplete } as const

export function NewsListPage({ list, filter }: { list: NewsListAnswer; filter: v.InferOutput<typeof NewsListFilter> }) {
  const { i18n } = useLingui()
  const { rows } = list
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
      <FilterForm label={i18n._(text.filter)}>
        <TextField id={`${id}-q`} label={i18n._(text.search)} name="q" type="search" defaultValue={filter.q} />
        <FilterSelect
          id={`${id}-status`}
          label={i18n._(text.status)}
          name="status"
          value={filter.status}
          options={NEWS_STATUSES.map((value) => ({ value, label: i18n._(statusText[value]) }))}
        />
        <FilterSelect
          id={`${id}-category`}
          label={i18n._(text.category)}
          name="category"
          value={filter.category}
          options={NEWS_CATEGORIES.map((value) => ({ value, label: i18n._(categoryText[value]) }))}
        />
        <FilterSelect
          id={`${id}-languages`}
          label={i18n._(text.languages)}
          name="languages"
          value={filter.languages}
          options={NEWS_COMPLETENESS.map((value) => ({ value, label: i18n._(languagesText[value]) }))}
        />
        <SelectField
          id={`${id}-sort`}
          label={i18n._(text.sort)}
          name="sort"
          defaultValue={filter.sort ?? 'newest'}
          options={NEWS_LIST_SORTS.map((value) => ({ value, label: i18n._(sortText[value]) }))}
        />
      </FilterForm>
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
      <AdminPager
        page={list.page}
        total={list.total}
        pageSize={list.pageSize}
        link={(page, rel, label) => (
          <Link to="/admin/news" search={{ ...searchOf(filter), page: String(page) }} rel={rel}>
            {label}
          </Link>
        )}
      />
    </>
  )
}

/** The filter as the URL writes it (strings), without the page. */
function searchOf({
  page: _page,
  ...filter
}: v.InferOutput<typeof NewsListFilter>): v.InferInput<typeof NewsListFilter> {
  return filter
}
