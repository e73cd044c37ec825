import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { pageRead } from '~/content/db-read.server'
import { LOCALES } from '~/i18n/locales'
import { serverFnInput } from '~/server/server-fn-input'
import { homeData } from './home.server'

export const fetchHome = createServerFn({ method: 'GET' })
  .validator(serverFnInput(v.object({ locale: v.picklist(LOCALES) })))
  .handler(({ data }) => pageRead('home', data, (db) => homeData(db, data.locale)))
