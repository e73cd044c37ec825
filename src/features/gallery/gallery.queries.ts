import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locales'
import { fetchGallery } from './gallery.functions'

export const galleryQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['gallery', locale],
    queryFn: () => fetchGallery({ data: { locale } }),
    staleTime: 5 * 60_000,
  })
