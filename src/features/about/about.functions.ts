import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { pageRead } from '~/content/db-read.server'
import { LOCALES } from '~/i18n/locales'
import { serverFnInput } from '~/server/server-fn-input'
import { aboutPage } from './about.server'
import { ABOUT_SLUGS } from './about.shared'

const AboutInput = v.object({ slug: v.picklist(ABOUT_SLUGS), locale: v.picklist(LOCALES) })

/** Server door to the text pages' content for page loaders. */
export const fetchAboutPage = createServerFn({ method: 'GET' })
  .validator(serverFnInput(AboutInput))
  .handler(({ data }) => pageRead('about', data, (db) => aboutPage(db, data.locale, data.slug)))
