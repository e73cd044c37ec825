import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { pageRead } from '~/content/db-read.server'
import { exhibitorCountries, exhibitorPage } from '~/content/exhibitors.server'
import { industryTree } from '~/content/site.server'
import { DirectorySearch } from '~/contracts/search'
import { LOCALES } from '~/i18n/locales'
import { serverFnInput } from '~/server/server-fn-input'
import { directoryQuery } from './directory.shared'

/** One page of the exhibitor directory, through the same core as `/api/exhibitors`. */
export const fetchExhibitors = createServerFn({ method: 'GET' })
  .validator(serverFnInput(v.object({ locale: v.picklist(LOCALES), search: DirectorySearch })))
  .handler(({ data }) =>
    pageRead('exhibitors', data, (db) => exhibitorPage(db, data.locale, directoryQuery(data.search))),
  )

/** The filters' options: the industry tree and the countries present. */
export const fetchDirectoryFilters = createServerFn({ method: 'GET' })
  .validator(serverFnInput(v.object({ locale: v.picklist(LOCALES) })))
  .handler(({ data }) =>
    pageRead('directory-filters', data, async (db) => {
      const [industries, countries] = await Promise.all([
        industryTree(db, data.locale),
        exhibitorCountries(db, data.locale),
      ])
      return { industries, countries }
    }),
  )
