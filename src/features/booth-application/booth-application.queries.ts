import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locales'
import { fetchBoothTypes } from './booth-application.functions'

export const boothTypesQuery = (locale: Locale) =>
  queryOptions({ queryKey: ['booth-types', locale], queryFn: () => fetchBoothTypes({ data: { locale } }) })
