import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { pageRead } from '~/content/db-read.server'
import { LOCALES } from '~/i18n/locales'
import { serverFnInput } from '~/server/server-fn-input'
import { gallery } from './gallery.server'

/** Server door to the gallery core for the exhibition-photos page (`/api/photos`, `/api/videos` are the other). */
export const fetchGallery = createServerFn({ method: 'GET' })
  .validator(serverFnInput(v.object({ locale: v.picklist(LOCALES) })))
  .handler(({ data }) => pageRead('gallery', data, (db) => gallery(db, data.locale)))
