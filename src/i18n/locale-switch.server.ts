import * as v from 'valibot'
import { redirectTo, sameOriginPath } from '~/routing/redirect-target'
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS, LOCALES, localizePath, stripLocale } from './locales'

const SwitchQuery = v.object({
  to: v.picklist(LOCALES),
  next: v.optional(v.pipe(v.string(), v.maxLength(2048)), '/'),
})

/** Whether the visitor reached us over HTTPS, directly or through the reverse proxy. */
function isSecureRequest(request: Request): boolean {
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
  // `next` is parsed as a same-origin path first, then localised, then checked again at the end
  // (redirectTo): `/en//evil.example` loses its prefix and becomes `//evil.example` on the way.
  const next = sameOriginPath(parsed.success ? parsed.output.next : '/') ?? '/'
  const queryAt = next.search(/[?#]/)
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
  return redirectTo(localizePath(stripLocale(path), to) + query, {
    status: 302,
    fallback: localizePath('/', to),
    headers: { 'set-cookie': cookie },
  })
}
