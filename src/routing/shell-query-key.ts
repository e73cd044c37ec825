import { queryOptions } from '@tanstack/react-query'
import type { ShellData } from '~/contracts/shell'
import type { Locale } from '~/i18n/locales'

/**
 * The layout data's cache key, tagged with its data type. It lives below the features so that
 * `seo()` can read the cached settings without importing the shell feature (ADR 032); the shell's
 * query (features/shell) adds the server function that fills it.
 */
export const shellQueryKey = (locale: Locale) =>
  queryOptions<ShellData, Error, ShellData, readonly ['shell', Locale]>({ queryKey: ['shell', locale] }).queryKey
