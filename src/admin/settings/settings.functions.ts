import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import type { SettingsSaveAnswer, SettingsValues } from '~/admin/settings/contract'
import { getDb } from '~/db/client.server'
import { adminFn } from '../auth/admin-fn'
import { adminInput } from '../auth/admin-input'
import { readSettings, saveSettings, saveSettingsDraft } from './settings.server'

export const fetchSettings = createServerFn({ method: 'GET' })
  .middleware([adminFn('settings:write')])
  .handler(async (): Promise<SettingsValues> => readSettings(await getDb()))

/** The form's strings as sent; each value's rules are checked by the save, which names each problem. */
const SettingsFormInput = v.record(v.pipe(v.string(), v.maxLength(64)), v.pipe(v.string(), v.maxLength(1000)))

export const saveSettingsForm = createServerFn({ method: 'POST' })
  .middleware([adminFn('settings:write')])
  .validator(adminInput(SettingsFormInput))
  .handler(
    async ({ data, context }): Promise<SettingsSaveAnswer> =>
      saveSettings(await getDb(), { id: context.user.id, email: context.user.email }, data),
  )

/** Keeps the form's unsaved values for `/preview/settings`; refused values are named as on save. */
export const previewSettingsForm = createServerFn({ method: 'POST' })
  .middleware([adminFn('settings:write')])
  .validator(adminInput(SettingsFormInput))
  .handler(
    async ({ data, context }): Promise<SettingsSaveAnswer> => saveSettingsDraft(await getDb(), context.user.id, data),
  )
