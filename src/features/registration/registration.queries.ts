import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locales'

const serverFunctions = () => import('./registration.functions')

export const registrationChoicesQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['registration-choices', locale],
    queryFn: async () => (await serverFunctions()).fetchRegistrationChoices({ data: { locale } }),
  })

/** Open with the form's signed start, or closed: asked at every visit (no query cache: each form its own stamp). */
export const registrationWindow = async () => (await serverFunctions()).fetchRegistrationWindow()
