import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { exhibitorCountries, exhibitorPage } from '~/features/content/exhibitors.server'
import { industryTree } from '~/features/content/site.server'
import { pageRead } from '~/features/page-blocks/db-read.server'
import { LOCALES } from '~/i18n/locales'
import { DirectorySearch, directoryQuery } from './directory.shared'

/** One page of the exhibitor directory, through the same core as `/api/exhibitors`. */
export const fetchExhibitors = createServerFn({ method: 'GET' })
  .validator(v.object({ locale: v.picklist(LOCALES), search: DirectorySearch }))
  .handler(({ data }) =>
    pageRead('exhibitors', data, (db) => exhibitorPage(db, data.locale, directoryQuery(data.search))),
  )

/** The filters' options: the industry tree and the countries present. */
export const fetchDirectoryFilters = createServerFn({ method: 'GET' })
  .validator(v.object({ locale: v.picklist(LOCALES) }))
  .handler(({ data }) =>
    pageRead('directory-filters', data, async (db) => {
      const [industries, countries] = await Promise.all([
        industryTree(db, data.locale),
        exhibitorCountries(db, data.locale),
      ])
      return { industries, countries }
    }),
  )
