import { createServerFn } from '@tanstack/react-start'
import { setResponseHeader } from '@tanstack/react-start/server'
import * as v from 'valibot'
import { formStartKey, signFormStart } from '~/api/form-start.server'
import { pageRead } from '~/content/db-read.server'
import { industryTree } from '~/content/site.server'
import { placeChoices } from '~/contracts/registration-regions'
import { nextEditionDates, showDates } from '~/contracts/show-dates'
import { readSiteConfig } from '~/db/repositories/site-config.server'
import { LOCALES } from '~/i18n/locales'
import { serverFnInput } from '~/server/server-fn-input'
import { registrationClosed } from './registration-window'

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

/**
 * Whether registration is open (the show has not ended) and, if it is, the form's signed start; once
 * closed, the show's end and the next edition's dates where known (ADR 037). Asked at every visit,
 * never cached: each form gets its own stamp.
 */
export const fetchRegistrationWindow = createServerFn({ method: 'GET' }).handler(async () => {
  setResponseHeader('cache-control', 'no-store')
  const { text } = await pageRead('registration-settings', {}, readSiteConfig)
  const now = Date.now()
  if (!registrationClosed(text, now))
    return { open: true as const, startedAt: signFormStart(await formStartKey(), now) }
  return { open: false as const, endedAt: showDates(text).endsAt ?? now, next: nextEditionDates(text) }
})
