import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locales'

const serverFunctions = () => import('./floor-plan.functions')

export const floorPlanQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['floor-plan', locale],
    queryFn: async () => (await serverFunctions()).fetchFloorPlan({ data: { locale } }),
    staleTime: 30_000,
  })
