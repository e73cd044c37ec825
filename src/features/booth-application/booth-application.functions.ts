import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { loadContentList } from '~/content/content-lists.server'
import { pageRead } from '~/content/db-read.server'
import { availableBooths } from '~/content/floor-plan.server'
import type { BoothTypeDto } from '~/contracts/content'
import { LOCALES } from '~/i18n/locales'
import { serverFnInput } from '~/server/server-fn-input'

/** Booth types for the apply page, through the same core as `/api/booth-types`. */
export const fetchBoothTypes = createServerFn({ method: 'GET' })
  .validator(serverFnInput(v.object({ locale: v.picklist(LOCALES) })))
  .handler(({ data }) =>
    pageRead(
      'booth-types',
      data,
      async (db): Promise<BoothTypeDto[]> => loadContentList(db, 'boothTypes', {}, data.locale),
    ),
  )

/** The booths of Hall N5 still for sale (language-neutral: the page names their types from the booth types). */
export const fetchAvailableBooths = createServerFn({ method: 'GET' }).handler(() =>
  pageRead('available-booths', {}, (db) => availableBooths(db)),
)
