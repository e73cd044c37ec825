import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { pageRead } from '~/content/db-read.server'
import { industryTree } from '~/content/site.server'
import { placeChoices } from '~/contracts/registration-regions'
import { LOCALES } from '~/i18n/locales'
import { serverFnInput } from '~/server/server-fn-input'

/**
 * What the registration form offers: the product interests (the industries tree, as the directory's
 * filter shows it) and the places a visitor comes from, named in the page's language.
 */
export const fetchRegistrationChoices = createServerFn({ method: 'GET' })
  .validator(serverFnInput(v.object({ locale: v.picklist(LOCALES) })))
  .handler(async ({ data }) => ({
    industries: await pageRead('registration-industries', data, (db) => industryTree(db, data.locale)),
    ...placeChoices(data.locale),
  }))
