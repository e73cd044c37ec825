import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { SECTIONS, SectionPage } from '~/features/sections'
import { useLocale, useLocaleParams } from '~/routing/locale'
import { cardGrid } from '~/ui/primitives.css'
import { NEWS_LISTS, type NewsListSection } from './categories'
import { NewsCard } from './NewsCard'
import * as css from './news.css'
import { newsQueries } from './news.queries'
import { pageCount } from './news.shared'
import { Pager } from './Pager'

const text = { categories: msg`News categories`, empty: msg`No news has been published in this category yet.` }

export function NewsListPage({ section, page }: { section: NewsListSection; page: number }) {
  const { i18n } = useLingui()
  const localeParams = useLocaleParams()
  const locale = useLocale()
  const list = NEWS_LISTS.find((l) => l.section === section) ?? NEWS_LISTS[0]
  const { data } = useSuspenseQuery(newsQueries.list(locale, list.category, page))
  return (
    <SectionPage id={section}>
      <nav aria-label={i18n._(text.categories)}>
        <ul className={css.tabs}>
          {NEWS_LISTS.map((l) => (
            <li key={l.section}>
              <Link
                to={SECTIONS[l.section].route}
                params={localeParams}
                className={css.tab}
                aria-current={l.section === section ? 'page' : undefined}
              >
                {i18n._(SECTIONS[l.section].title)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {data.items.length === 0 ? (
        <p className={css.empty}>{i18n._(text.empty)}</p>
      ) : (
        <ul className={cardGrid} data-testid="news-list">
          {data.items.map((item, index) => (
            <li key={item.id}>
              <NewsCard item={item} first={index === 0} />
            </li>
          ))}
        </ul>
      )}
      <Pager route={SECTIONS[section].route} page={data.page} count={pageCount(data.total, data.pageSize)} />
    </SectionPage>
  )
}
