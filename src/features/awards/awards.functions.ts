import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { loadContentList } from '~/content/content-lists.server'
import { pageRead } from '~/content/db-read.server'
import type { AwardsPageData } from '~/contracts/content'
import { newsSearchPage } from '~/features/news/news.server'
import { LOCALES } from '~/i18n/locales'
import { serverFnInput } from '~/server/server-fn-input'

/** News about the awards: the bilingual search text matches this word in either language. */
const AWARD_NEWS_KEYWORD = 'Awards'

/** Awards, their figures, photos and news, through the cores behind `/api/awards`, `/api/statistics`, `/api/photos`, `/api/news/search`. */
export const fetchAwardsPage = createServerFn({ method: 'GET' })
  .validator(serverFnInput(v.object({ locale: v.picklist(LOCALES) })))
  .handler(({ data }) =>
    pageRead('awards', data, async (db): Promise<AwardsPageData> => {
      const [awards, statistics, photos, news] = await Promise.all([
        loadContentList(db, 'awards', {}, data.locale),
        loadContentList(db, 'figures', { section: 'award' }, data.locale),
        loadContentList(db, 'photos', { album: 'awards' }, data.locale),
        newsSearchPage(db, data.locale, { keywords: AWARD_NEWS_KEYWORD, page: 1, pageSize: 3 }),
      ])
      return {
        awards,
        statistics,
        photos,
        news: news.items.map((item) => ({ ...item, publishedAt: new Date(item.publishedAt).toISOString() })),
      }
    }),
  )
