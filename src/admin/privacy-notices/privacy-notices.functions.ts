import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { PRIVACY_NOTICE_FORMS } from '~/contracts/privacy-notice'
import { getDb } from '~/db/client.server'
import { adminFn } from '../auth/admin-fn'
import { adminInput } from '../auth/admin-input'
import { type NoticeEditorData, type NoticeSaveAnswer, NoticeSaveInput } from './contract'
import { readNoticeEditor, saveNotice } from './privacy-notices.server'

// The privacy notices are the organiser's legal text: administrators edit them, as the settings.
export const fetchNoticeEditor = createServerFn({ method: 'GET' })
  .middleware([adminFn('settings:write')])
  .validator(adminInput(v.object({ form: v.picklist(PRIVACY_NOTICE_FORMS) })))
  .handler(async ({ data }): Promise<NoticeEditorData> => readNoticeEditor(await getDb(), data.form))

export const saveNoticeForm = createServerFn({ method: 'POST' })
  .middleware([adminFn('settings:write')])
  .validator(adminInput(NoticeSaveInput))
  .handler(
    async ({ data, context }): Promise<NoticeSaveAnswer> =>
      saveNotice(await getDb(), { id: context.user.id, email: context.user.email }, data),
  )
