import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locales'
import { fetchFloorPlan } from './floor-plan.functions'

export const floorPlanQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['floor-plan', locale],
    queryFn: () => fetchFloorPlan({ data: { locale } }),
    staleTime: 30_000,
  })
