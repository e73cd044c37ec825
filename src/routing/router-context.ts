import type { I18n } from '@lingui/core'
import type { QueryClient } from '@tanstack/react-query'
import type { Locale } from '~/i18n/locales'

/**
 * What every route's loader and head receive. Its own module, so features and routes name it
 * without importing `router.tsx` (which imports the whole route tree).
 */
export interface RouterContext {
  i18n: I18n
  locale: Locale
  siteOrigin: string
  queryClient: QueryClient
}
