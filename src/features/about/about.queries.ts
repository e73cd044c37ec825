import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locales'
import type { AboutSlug } from './about.shared'

const serverFunctions = () => import('./about.functions')

export const aboutQueries = {
  page: (locale: Locale, slug: AboutSlug) =>
    queryOptions({
      queryKey: ['about', slug, locale],
      queryFn: async () => (await serverFunctions()).fetchAboutPage({ data: { slug, locale } }),
      staleTime: 5 * 60_000,
    }),
}
