import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locales'
import { fetchAboutPage } from './about.functions'
import type { AboutSlug } from './about.shared'

export const aboutQueries = {
  page: (locale: Locale, slug: AboutSlug) =>
    queryOptions({
      queryKey: ['about', slug, locale],
      queryFn: () => fetchAboutPage({ data: { slug, locale } }),
      staleTime: 5 * 60_000,
    }),
}
