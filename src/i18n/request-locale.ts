import { createIsomorphicFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { type Locale, localeOfPath } from './locales'

/**
 * The locale of the page being rendered, from its path alone. The language switch reloads the
 * page, so one router instance never changes locale.
 */
export const currentRequestLocale = createIsomorphicFn()
  .server((): Locale => localeOfPath(new URL(getRequest().url).pathname))
  .client((): Locale => localeOfPath(window.location.pathname))
