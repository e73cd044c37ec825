import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { loadContentList } from '~/features/content/content-lists.server'
import { pageRead } from '~/features/page-blocks/db-read.server'
import { LOCALES } from '~/i18n/locales'
import type { HotelDto, TransportDto } from './visitor-guide.types'

/** Hotels and transport routes for the visitor guide, through the same core as `/api/hotels` and `/api/transport`. */
export const fetchVisitorGuide = createServerFn({ method: 'GET' })
  .validator(v.object({ locale: v.picklist(LOCALES) }))
  .handler(({ data }) =>
    pageRead('visitor-guide', data, async (db) => {
      const [hotels, transport] = await Promise.all([
        loadContentList(db, 'hotels', {}, data.locale),
        loadContentList(db, 'transport', {}, data.locale),
      ])
      return { hotels: hotels as HotelDto[], transport: transport as TransportDto[] }
    }),
  )
