import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locales'
import { fetchRegistrationIndustries } from './registration.functions'

export const registrationIndustriesQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['registration-industries', locale],
    queryFn: () => fetchRegistrationIndustries({ data: { locale } }),
  })
