import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { isDatabaseUnavailable } from '~/api/api-error.server'
import { getDb } from '~/db/client.server'
import { unavailableError } from '~/features/errors/unavailable'
import { LOCALES } from '~/i18n/locales'
import { homeData } from './home.server'

export const fetchHome = createServerFn({ method: 'GET' })
  .validator(v.object({ locale: v.picklist(LOCALES) }))
  .handler(async ({ data }) => {
    try {
      return await homeData(await getDb(), data.locale)
    } catch (error) {
      if (isDatabaseUnavailable(error)) throw unavailableError()
      throw error
    }
  })
