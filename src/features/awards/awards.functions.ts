import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import type { Localised } from '~/db/localise'
import type { Photo } from '~/db/repositories/media.server'
import type { Award, Statistic } from '~/db/repositories/show-review.server'
import { loadContentList } from '~/features/content/content-lists.server'
import { newsSearchPage } from '~/features/news/news.server'
import { pageRead } from '~/features/page-blocks/db-read.server'
import { LOCALES } from '~/i18n/locales'

/** News about the awards: the bilingual search text matches this word in either language. */
const AWARD_NEWS_KEYWORD = 'Awards'

/** Awards, their figures, photos and news, through the cores behind `/api/awards`, `/api/statistics`, `/api/photos`, `/api/news/search`. */
export const fetchAwardsPage = createServerFn({ method: 'GET' })
  .validator(v.object({ locale: v.picklist(LOCALES) }))
  .handler(({ data }) =>
    pageRead('awards', data, async (db) => {
      const [awards, statistics, photos, news] = await Promise.all([
        loadContentList(db, 'awards', {}, data.locale),
        loadContentList(db, 'statistics', { section: 'award' }, data.locale),
        loadContentList(db, 'photos', { album: 'awards' }, data.locale),
        newsSearchPage(db, data.locale, { keywords: AWARD_NEWS_KEYWORD, page: 1, pageSize: 3 }),
      ])
      return {
        awards: awards as Localised<Award>[],
        statistics: statistics as Localised<Statistic>[],
        photos: photos as Localised<Photo>[],
        news: news.items.map((item) => ({ ...item, publishedAt: new Date(item.publishedAt).toISOString() })),
      }
    }),
  )
