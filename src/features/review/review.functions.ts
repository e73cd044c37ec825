import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import type { Localised } from '~/db/localise'
import type { Photo } from '~/db/repositories/media.server'
import type { Statistic, Testimonial } from '~/db/repositories/show-review.server'
import { loadContentList } from '~/features/content/content-lists.server'
import { pageRead } from '~/features/page-blocks/db-read.server'
import { LOCALES } from '~/i18n/locales'

const REVIEW_ALBUMS = ['opening', 'halls', 'events'] as const

/** Testimonials, report figures and photos of the last show (same cores as `/api/testimonials`, `/api/statistics`, `/api/photos`). */
export const fetchReviewPage = createServerFn({ method: 'GET' })
  .validator(v.object({ locale: v.picklist(LOCALES) }))
  .handler(({ data }) =>
    pageRead('review', data, async (db) => {
      const [testimonials, statistics, ...albums] = await Promise.all([
        loadContentList(db, 'testimonials', {}, data.locale),
        loadContentList(db, 'statistics', { section: 'review' }, data.locale),
        ...REVIEW_ALBUMS.map((album) => loadContentList(db, 'photos', { album }, data.locale)),
      ])
      return {
        testimonials: testimonials as Localised<Testimonial>[],
        statistics: statistics as Localised<Statistic>[],
        photos: albums.flat() as Localised<Photo>[],
      }
    }),
  )
