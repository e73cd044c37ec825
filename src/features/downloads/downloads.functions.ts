import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { loadContentList } from '~/content/content-lists.server'
import { pageRead } from '~/content/db-read.server'
import type { DownloadDto } from '~/contracts/content'
import { LOCALES } from '~/i18n/locales'
import { serverFnInput } from '~/server/server-fn-input'

/** Documents for the download page (same core as `/api/downloads`). */
export const fetchDownloads = createServerFn({ method: 'GET' })
  .validator(serverFnInput(v.object({ locale: v.picklist(LOCALES) })))
  .handler(({ data }) =>
    pageRead(
      'downloads',
      data,
      async (db): Promise<DownloadDto[]> => loadContentList(db, 'downloads', {}, data.locale),
    ),
  )
