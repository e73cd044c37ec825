import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { splitKeywords } from '~/db/search-terms'
import { SECTIONS, SectionPage } from '~/features/sections'
import { useLocale, useLocaleParams } from '~/routing/locale'
import { buttonPrimary } from '~/ui/primitives.css'
import { categoryTitle } from './categories'
import { Highlight } from './Highlight'
import { NewsDate } from './NewsCard'
import * as css from './news.css'
import { newsQueries } from './news.queries'
import { pageCount } from './news.shared'
import { Pager } from './Pager'

const text = {
  label: msg`Search news`,
  placeholder: msg`Keywords, e.g. organic tea`,
  submit: msg`Search`,
  prompt: msg`Enter one or more keywords to search all news. Every keyword must appear in the article.`,
  emptyTitle: msg`No news matches your search`,
  emptyHint: msg`Check the spelling, use fewer or more general keywords, or browse all news.`,
  browseAll: msg`Browse all news`,
}

export function SearchNewsPage({ keywords, page }: { keywords: string | undefined; page: number }) {
  const { i18n } = useLingui()
  const localeParams = useLocaleParams()
  const locale = useLocale()
  const query = keywords?.trim() ?? ''
  const terms = splitKeywords(query)
  // Primed by the loader during SSR and navigation, so this never waits on the client.
  const { data } = useQuery({ ...newsQueries.search(locale, query, page), enabled: query !== '' })
  return (
    <SectionPage id="search-news">
      <search>
        <form method="get" className={css.searchForm}>
          <label htmlFor="search-news-keywords">{i18n._(text.label)}</label>
          <input
            id="search-news-keywords"
            className={css.searchInput}
            name="keywords"
            type="search"
            defaultValue={keywords ?? ''}
            placeholder={i18n._(text.placeholder)}
            maxLength={100}
          />
          <button type="submit" className={buttonPrimary}>
            {i18n._(text.submit)}
          </button>
        </form>
      </search>
      {query === '' ? (
        <p className={css.resultCount}>{i18n._(text.prompt)}</p>
      ) : data && data.total > 0 ? (
        <>
          <p className={css.resultCount} role="status">
            {i18n._(msg`${data.total} results for “${query}”`)}
          </p>
          <ol className={css.results} data-testid="search-results">
            {data.items.map((item) => (
              <li key={item.id} className={css.result}>
                <p className={css.cardMeta}>
                  {i18n._(categoryTitle(item.category))} · <NewsDate value={item.publishedAt} />
                </p>
                <h2 className={css.cardTitle}>
                  <Link
                    to="/{-$locale}/news/$id"
                    params={{ ...localeParams, id: String(item.id) }}
                    className={css.cardLink}
                  >
                    <Highlight text={item.title} keywords={terms} />
                  </Link>
                </h2>
                <p className={css.cardSummary}>
                  <Highlight text={item.summary} keywords={terms} />
                </p>
              </li>
            ))}
          </ol>
          <Pager
            route={SECTIONS['search-news'].route}
            page={data.page}
            count={pageCount(data.total, data.pageSize)}
            search={{ keywords: keywords ?? '' }}
          />
        </>
      ) : data ? (
        <div className={css.empty} role="status" data-testid="search-empty">
          <h2>{i18n._(text.emptyTitle)}</h2>
          <p>{i18n._(text.emptyHint)}</p>
          <Link to={SECTIONS.news.route} params={localeParams}>
            {i18n._(text.browseAll)}
          </Link>
        </div>
      ) : null}
    </SectionPage>
  )
}
