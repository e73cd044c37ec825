import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { isDatabaseUnavailable } from '~/api/api-error.server'
import { getDb } from '~/db/client.server'
import { unavailableError } from '~/features/errors/unavailable'
import { LOCALES } from '~/i18n/locales'
import { aboutPage } from './about.server'
import { ABOUT_SLUGS } from './about.shared'

const AboutInput = v.object({ slug: v.picklist(ABOUT_SLUGS), locale: v.picklist(LOCALES) })

/** Server door to the text pages' content for page loaders. */
export const fetchAboutPage = createServerFn({ method: 'GET' })
  .validator(AboutInput)
  .handler(async ({ data }) => {
    try {
      return await aboutPage(await getDb(), data.locale, data.slug)
    } catch (error) {
      if (isDatabaseUnavailable(error)) throw unavailableError()
      throw error
    }
  })
