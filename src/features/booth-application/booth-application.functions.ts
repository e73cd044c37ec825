import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { loadContentList } from '~/features/content/content-lists.server'
import { pageRead } from '~/features/page-blocks/db-read.server'
import { LOCALES } from '~/i18n/locales'
import type { BoothTypeDto } from './booth-application.types'

/** Booth types for the apply page, through the same core as `/api/booth-types`. */
export const fetchBoothTypes = createServerFn({ method: 'GET' })
  .validator(v.object({ locale: v.picklist(LOCALES) }))
  .handler(({ data }) =>
    pageRead(
      'booth-types',
      data,
      async (db) => (await loadContentList(db, 'booth-types', {}, data.locale)) as BoothTypeDto[],
    ),
  )
