import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { isDatabaseUnavailable } from '~/api/api-error.server'
import { getDb } from '~/db/client.server'
import { NEWS_CATEGORIES } from '~/db/schema-enums'
import { unavailableError } from '~/features/errors/unavailable'
import { LOCALES } from '~/i18n/locales'
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

async function guarded<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read()
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw unavailableError()
    throw error
  }
}

/** Server doors to the news core for page loaders (the `/api/news*` handlers are the other doors). */
export const fetchNewsItem = createServerFn({ method: 'GET' })
  .validator(NewsItemInput)
  .handler(({ data }) => guarded(async () => newsDetail(await getDb(), data.locale, data.id)))

export const fetchNewsList = createServerFn({ method: 'GET' })
  .validator(NewsListInput)
  .handler(({ data }) =>
    guarded(async () =>
      newsPage(await getDb(), data.locale, { category: data.category, page: data.page, pageSize: NEWS_PAGE_SIZE }),
    ),
  )

export const fetchNewsSearch = createServerFn({ method: 'GET' })
  .validator(NewsSearchInput)
  .handler(({ data }) =>
    guarded(async () =>
      newsSearchPage(await getDb(), data.locale, {
        keywords: data.keywords,
        page: data.page,
        pageSize: NEWS_PAGE_SIZE,
      }),
    ),
  )
