import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { pageRead } from '~/content/db-read.server'
import { floorPlan } from '~/content/floor-plan.server'
import { LOCALES } from '~/i18n/locales'
import { serverFnInput } from '~/server/server-fn-input'

/** The hall plan in one language (one read, served from the read cache while content is unchanged). */
export const fetchFloorPlan = createServerFn({ method: 'GET' })
  .validator(serverFnInput(v.object({ locale: v.picklist(LOCALES) })))
  .handler(({ data }) => pageRead('floor-plan', data, (db) => floorPlan(db, data.locale)))
