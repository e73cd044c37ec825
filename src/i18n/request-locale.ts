import { createIsomorphicFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { adminUiLocale, isAdminPath } from './admin-locale'
import { type Locale, localeOfLingui, localeOfPath } from './locales'

/**
 * The locale of the page being rendered: from its path alone on the public site (the language
 * switch reloads the page, so one router instance never changes locale); on the back office, the
 * editor's chosen language, which the browser reads back from the `<html lang>` the server wrote.
 */
export const currentRequestLocale = createIsomorphicFn()
  .server((): Locale => {
    const request = getRequest()
    const { pathname } = new URL(request.url)
    if (isAdminPath(pathname))
      return adminUiLocale(request.headers.get('cookie'), request.headers.get('accept-language'))
    return localeOfPath(pathname)
  })
  .client((): Locale => {
    const { pathname } = window.location
    return isAdminPath(pathname) ? localeOfLingui(document.documentElement.lang) : localeOfPath(pathname)
  })

/** Whether the page being rendered belongs to the back office (which loads its own catalog too). */
export const currentRequestIsAdmin = createIsomorphicFn()
  .server((): boolean => isAdminPath(new URL(getRequest().url).pathname))
  .client((): boolean => isAdminPath(window.location.pathname))
