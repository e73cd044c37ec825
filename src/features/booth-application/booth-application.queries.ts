import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locales'
import { fetchAvailableBooths, fetchBoothTypes } from './booth-application.functions'

export const boothTypesQuery = (locale: Locale) =>
  queryOptions({ queryKey: ['booth-types', locale], queryFn: () => fetchBoothTypes({ data: { locale } }) })

/** Short-lived: a booth sold in the back office leaves the list within seconds (as on the public plan). */
export const availableBoothsQuery = () =>
  queryOptions({ queryKey: ['available-booths'], queryFn: () => fetchAvailableBooths(), staleTime: 10_000 })
