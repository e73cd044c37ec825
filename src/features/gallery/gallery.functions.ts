import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { isDatabaseUnavailable } from '~/api/api-error.server'
import { getDb } from '~/db/client.server'
import { unavailableError } from '~/features/errors/unavailable'
import { LOCALES } from '~/i18n/locales'
import { gallery } from './gallery.server'

/** Server door to the gallery core for the exhibition-photos page (`/api/photos`, `/api/videos` are the other). */
export const fetchGallery = createServerFn({ method: 'GET' })
  .validator(v.object({ locale: v.picklist(LOCALES) }))
  .handler(async ({ data }) => {
    try {
      return await gallery(await getDb(), data.locale)
    } catch (error) {
      if (isDatabaseUnavailable(error)) throw unavailableError()
      throw error
    }
  })
