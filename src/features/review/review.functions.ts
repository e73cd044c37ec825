import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { loadContentList } from '~/content/content-lists.server'
import { pageRead } from '~/content/db-read.server'
import type { ReviewPageData } from '~/contracts/content'
import { LOCALES } from '~/i18n/locales'
import { serverFnInput } from '~/server/server-fn-input'

const REVIEW_ALBUMS = ['opening', 'halls', 'events'] as const

/** Testimonials, report figures and photos of the last show (same cores as `/api/testimonials`, `/api/statistics`, `/api/photos`). */
export const fetchReviewPage = createServerFn({ method: 'GET' })
  .validator(serverFnInput(v.object({ locale: v.picklist(LOCALES) })))
  .handler(({ data }) =>
    pageRead('review', data, async (db): Promise<ReviewPageData> => {
      const [testimonials, statistics, ...albums] = await Promise.all([
        loadContentList(db, 'testimonials', {}, data.locale),
        loadContentList(db, 'figures', { section: 'review' }, data.locale),
        ...REVIEW_ALBUMS.map((album) => loadContentList(db, 'photos', { album }, data.locale)),
      ])
      return {
        testimonials,
        statistics,
        photos: albums.flat(),
      }
    }),
  )
