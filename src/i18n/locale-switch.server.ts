import * as v from 'valibot'
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS, LOCALES, localizePath, stripLocale } from './locales'

const SwitchQuery = v.object({
  to: v.picklist(LOCALES),
  // Only same-site paths: `//host` and `/\host` would be open redirects; control characters
  // (CR/LF) could never be a valid Location header.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
  next: v.optional(v.pipe(v.string(), v.maxLength(2048), v.regex(/^\/(?![/\\])[^\u0000-\u001f\u007f]*$/)), '/'),
})

/** Whether the visitor reached us over HTTPS, directly or through the reverse proxy. */
export function isSecureRequest(request: Request): boolean {
  return new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https'
}

/**
 * GET /api/locale?to=en&next=/news?page=2 — remembers the choice in the `i18n_locale` cookie
 * (365 days) and reloads the same page in that locale, query string kept.
 */
export function handleLocaleSwitch(request: Request): Response {
  const params = Object.fromEntries(new URL(request.url).searchParams)
  const parsed = v.safeParse(SwitchQuery, params)
  const to = parsed.success ? parsed.output.to : v.is(v.picklist(LOCALES), params.to) ? params.to : 'cn'
  const next = parsed.success ? parsed.output.next : '/'
  const queryAt = next.indexOf('?')
  const path = queryAt < 0 ? next : next.slice(0, queryAt)
  const query = queryAt < 0 ? '' : next.slice(queryAt)
  const cookie = [
    `${LOCALE_COOKIE}=${to}`,
    'Path=/',
    `Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}`,
    'SameSite=Lax',
    'HttpOnly',
    ...(isSecureRequest(request) ? ['Secure'] : []),
  ].join('; ')
  return new Response(null, {
    status: 302,
    headers: {
      location: localizePath(stripLocale(path), to) + query,
      'set-cookie': cookie,
      'cache-control': 'no-store',
    },
  })
}
