import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { isDatabaseUnavailable } from '~/api/api-error.server'
import { getDb } from '~/db/client.server'
import { unavailableError } from '~/features/errors/unavailable'
import { LOCALES } from '~/i18n/locales'
import { newsDetail } from './news.server'

const NewsItemInput = v.object({ id: v.pipe(v.number(), v.integer(), v.minValue(1)), locale: v.picklist(LOCALES) })

/** Server door to the news core for page loaders (the `/api/news/:id` handler is the other door). */
export const fetchNewsItem = createServerFn({ method: 'GET' })
  .validator(NewsItemInput)
  .handler(async ({ data }) => {
    try {
      return await newsDetail(await getDb(), data.locale, data.id)
    } catch (error) {
      if (isDatabaseUnavailable(error)) throw unavailableError()
      throw error
    }
  })
