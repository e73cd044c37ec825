import { createServerFn } from '@tanstack/react-start'
import { setResponseHeader } from '@tanstack/react-start/server'
import * as v from 'valibot'
import { adminLocaleCookie } from '~/i18n/admin-locale'
import { LOCALES } from '~/i18n/locales'
import { adminInput } from './admin-input'

/** Remembers the editor's back-office language in this browser (a preference, not a secret). */
export const chooseAdminLanguage = createServerFn({ method: 'POST' })
  .validator(adminInput(v.object({ locale: v.picklist(LOCALES) })))
  .handler(({ data }) => {
    setResponseHeader('set-cookie', adminLocaleCookie(data.locale))
    return null
  })
