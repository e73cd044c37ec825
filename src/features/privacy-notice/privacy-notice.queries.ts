import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import type { PrivacyNoticeDto, PrivacyNoticeForm } from '~/contracts/privacy-notice'
import type { Locale } from '~/i18n/locales'
import { useLocale } from '~/routing/locale'

const serverFunctions = () => import('./privacy-notice.functions')

/** A form's current notice; its page's loader ensures it, so the notice is in the server's HTML. */
export const privacyNoticeQuery = (form: PrivacyNoticeForm, locale: Locale) =>
  queryOptions({
    queryKey: ['privacy-notice', form, locale],
    queryFn: async () => (await serverFunctions()).fetchPrivacyNotice({ data: { form, locale } }),
  })

/** The notice a form shows (null while the form has none: the server then refuses every send). */
export function usePrivacyNotice(form: PrivacyNoticeForm): PrivacyNoticeDto | null {
  return useSuspenseQuery(privacyNoticeQuery(form, useLocale())).data
}
