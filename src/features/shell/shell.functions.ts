import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { isDatabaseUnavailable } from '~/api/api-error.server'
import { logEvent } from '~/api/log.server'
import { getDb } from '~/db/client.server'
import { LOCALES } from '~/i18n/locales'
import { contentReads } from '~/server/content-state.server'
import { serverFnInput } from '~/server/server-fn-input'
import { DEGRADED_SHELL, loadShell } from './shell.server'

/**
 * The layout's data. When the database is unreachable the layout still renders (with built-in
 * texts and no menu from the database), so pages that need no data keep answering.
 */
export const fetchShell = createServerFn({ method: 'GET' })
  .validator(serverFnInput(v.object({ locale: v.picklist(LOCALES) })))
  .handler(async ({ data }) => {
    try {
      return await contentReads.read(`shell:${data.locale}`, async () => loadShell(await getDb(), data.locale))
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error
      logEvent('warn', 'layout rendered without database', { error })
      return DEGRADED_SHELL
    }
  })
