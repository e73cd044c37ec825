import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locales'

const serverFunctions = () => import('./gallery.functions')

export const galleryQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['gallery', locale],
    queryFn: async () => (await serverFunctions()).fetchGallery({ data: { locale } }),
    staleTime: 5 * 60_000,
  })
