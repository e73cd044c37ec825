import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import * as v from 'valibot'
import { getDb } from '~/db/client.server'
import type { ShellData } from '~/features/shell'
import { loadShell } from '~/features/shell/shell.server'
import { LOCALES } from '~/i18n/locales'
import { adminInput } from '../auth/admin-input'
import { AdminError, requireCapability } from '../auth/session.server'
import { readSettingsDraft } from '../settings/settings.server'

/** What the settings preview does with the answer: show the layout, send to sign-in, or "not found". */
export type SettingsPreviewAnswer = { kind: 'shell'; shell: ShellData } | { kind: 'signed-out' } | { kind: 'not-found' }

/**
 * The public layout's data with the administrator's last previewed (unsaved) settings laid over the
 * saved ones, for this page's language only (as loadShell keeps it). Read straight from the database,
 * never from the read cache that holds public answers. Refusals are answers (see fetchNewsPreview).
 */
export const fetchSettingsPreview = createServerFn({ method: 'GET' })
  .validator(adminInput(v.object({ locale: v.picklist(LOCALES) })))
  .handler(async ({ data }): Promise<SettingsPreviewAnswer> => {
    let userId: string
    try {
      userId = (await requireCapability(getRequest().headers, 'settings:write')).id
    } catch (error) {
      if (!(error instanceof AdminError)) throw error
      return error.code === 'SIGNED_OUT' ? { kind: 'signed-out' } : { kind: 'not-found' }
    }
    const db = await getDb()
    const [shell, draft] = await Promise.all([loadShell(db, data.locale), readSettingsDraft(db, userId)])
    if (!draft) return { kind: 'not-found' }
    const otherLanguage = data.locale === 'cn' ? '_en' : '_cn'
    const config = { ...shell.config }
    for (const [code, value] of Object.entries(draft)) if (!code.endsWith(otherLanguage)) config[code] = value
    return { kind: 'shell', shell: { ...shell, config } }
  })
