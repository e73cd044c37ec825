import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locales'

const serverFunctions = () => import('./booth-application.functions')

export const boothTypesQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['booth-types', locale],
    queryFn: async () => (await serverFunctions()).fetchBoothTypes({ data: { locale } }),
  })

/** Short-lived: a booth sold in the back office leaves the list within seconds (as on the public plan). */
export const availableBoothsQuery = () =>
  queryOptions({
    queryKey: ['available-booths'],
    queryFn: async () => (await serverFunctions()).fetchAvailableBooths(),
    staleTime: 10_000,
  })
