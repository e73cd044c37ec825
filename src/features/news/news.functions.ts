import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { pageRead } from '~/content/db-read.server'
import { NEWS_CATEGORIES } from '~/db/schema-enums'
import { LOCALES } from '~/i18n/locales'
import { serverFnInput } from '~/server/server-fn-input'
import { newsDetail, newsPage, newsSearchPage } from './news.server'
import { NEWS_PAGE_SIZE } from './news.shared'

const NewsItemInput = v.object({ id: v.pipe(v.number(), v.integer(), v.minValue(1)), locale: v.picklist(LOCALES) })
const Page = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000))
const NewsListInput = v.object({
  locale: v.picklist(LOCALES),
  category: v.optional(v.picklist(NEWS_CATEGORIES)),
  page: Page,
})
const NewsSearchInput = v.object({
  locale: v.picklist(LOCALES),
  keywords: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(100)),
  page: Page,
})

/** Server doors to the news core for page loaders (the `/api/news*` handlers are the other doors). */
export const fetchNewsItem = createServerFn({ method: 'GET' })
  .validator(serverFnInput(NewsItemInput))
  .handler(({ data }) => pageRead('news-item', data, (db) => newsDetail(db, data.locale, data.id)))

export const fetchNewsList = createServerFn({ method: 'GET' })
  .validator(serverFnInput(NewsListInput))
  .handler(({ data }) =>
    pageRead('news-list', data, (db) =>
      newsPage(db, data.locale, { category: data.category, page: data.page, pageSize: NEWS_PAGE_SIZE }),
    ),
  )

export const fetchNewsSearch = createServerFn({ method: 'GET' })
  .validator(serverFnInput(NewsSearchInput))
  .handler(({ data }) =>
    pageRead('news-search', data, (db) =>
      newsSearchPage(db, data.locale, {
        keywords: data.keywords,
        page: data.page,
        pageSize: NEWS_PAGE_SIZE,
      }),
    ),
  )
