import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { pageRead } from '~/content/db-read.server'
import { readNoticeForDisplay } from '~/content/privacy-notices.server'
import { PRIVACY_NOTICE_FORMS } from '~/contracts/privacy-notice'
import { LOCALES } from '~/i18n/locales'
import { serverFnInput } from '~/server/server-fn-input'

/** A form's current privacy notice in the page's language, as the form shows it (ADR 037). */
export const fetchPrivacyNotice = createServerFn({ method: 'GET' })
  .validator(serverFnInput(v.object({ form: v.picklist(PRIVACY_NOTICE_FORMS), locale: v.picklist(LOCALES) })))
  .handler(({ data }) => pageRead('privacy-notice', data, (db) => readNoticeForDisplay(db, data.form, data.locale)))
