import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { pageRead } from '~/content/db-read.server'
import { industryTree } from '~/content/site.server'
import { LOCALES } from '~/i18n/locales'
import { serverFnInput } from '~/server/server-fn-input'

/** The registration form's product interests: the industries tree, as the directory's filter shows it. */
export const fetchRegistrationIndustries = createServerFn({ method: 'GET' })
  .validator(serverFnInput(v.object({ locale: v.picklist(LOCALES) })))
  .handler(({ data }) => pageRead('registration-industries', data, (db) => industryTree(db, data.locale)))
