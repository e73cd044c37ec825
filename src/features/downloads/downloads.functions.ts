import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import type { Localised } from '~/db/localise'
import type { Download } from '~/db/repositories/show-review.server'
import { loadContentList } from '~/features/content/content-lists.server'
import { pageRead } from '~/features/page-blocks/db-read.server'
import { LOCALES } from '~/i18n/locales'

/** Documents for the download page (same core as `/api/downloads`). */
export const fetchDownloads = createServerFn({ method: 'GET' })
  .validator(v.object({ locale: v.picklist(LOCALES) }))
  .handler(({ data }) =>
    pageRead(
      'downloads',
      data,
      async (db) => (await loadContentList(db, 'downloads', {}, data.locale)) as Localised<Download>[],
    ),
  )
