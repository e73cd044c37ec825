import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { loadContentList } from '~/content/content-lists.server'
import { pageRead } from '~/content/db-read.server'
import type { HotelDto, TransportDto } from '~/contracts/content'
import { LOCALES } from '~/i18n/locales'
import { serverFnInput } from '~/server/server-fn-input'

/** Hotels and transport routes for the visitor guide, through the same core as `/api/hotels` and `/api/transport`. */
export const fetchVisitorGuide = createServerFn({ method: 'GET' })
  .validator(serverFnInput(v.object({ locale: v.picklist(LOCALES) })))
  .handler(({ data }) =>
    pageRead('visitor-guide', data, async (db) => {
      const [hotels, transport] = await Promise.all([
        loadContentList(db, 'hotels', {}, data.locale),
        loadContentList(db, 'transport', {}, data.locale),
      ])
      const guide: { hotels: HotelDto[]; transport: TransportDto[] } = { hotels, transport }
      return guide
    }),
  )
