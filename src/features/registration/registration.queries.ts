import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locales'

const serverFunctions = () => import('./registration.functions')

export const registrationChoicesQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['registration-choices', locale],
    queryFn: async () => (await serverFunctions()).fetchRegistrationChoices({ data: { locale } }),
  })
