import { type ApiContext, RETRY_AFTER_UNAVAILABLE } from '~/api/handler.server'
import { apiMessages } from '~/contracts/messages'
import { type Locale, localeOfPath } from '~/i18n/locales'
import { redirectTo } from '~/routing/redirect-target'
import { setSsrResponseStatus } from '~/server/request-store.server'
import { ApiError, isDatabaseUnavailable } from './api-error.server'
import { apiTranslator } from './api-i18n.server'
import { acceptFormSubmission } from './form-guard.server'
import { readFormBody } from './read-body.server'

interface NextRender<T> {
  isNext: true
  context: T
}
/** The route handler's `next`: render the page, with `context` as the loader's `serverContext`. */
type Next = <T>(options: { context: T }) => NextRender<T>

/** Why a plain post was not accepted, for the page that shows it again. */
export interface PlainFormRefusal {
  /** The fields as read; undefined when even reading them failed (too large, wrong type). */
  body: Record<string, unknown> | undefined
  status: number
  /** The `ApiError`'s data (a form's field errors), null when the post was refused as a whole. */
  data: unknown
  /** The refusal's localised text. */
  message: string
  /** What the answer must carry besides (the rate limit's and an outage's `Retry-After`). */
  headers: Readonly<Record<string, string>>
}

/**
 * A form posted without JavaScript (or before the page hydrated) to the page that shows it: the
 * same guard (same-site check, the form's rate limit, 16 KB body) and the same core as the form's
 * JSON API, then Post/Redirect/Get. An accepted post answers 303 to `accepted(locale)`, a page
 * anyone may reload. A refused one renders the page again (status 400, or the guard's 403/413/415/
 * 429, 503 while the database is down) with what `refused` makes of the refusal as the loader's
 * `serverContext`, so the visitor sees the message and keeps what was typed.
 */
export function plainFormPost<C, R = unknown>(form: {
  /** The rate limit's bucket: the JSON API's, so both ways share one limit. */
  name: string
  accept: (body: Record<string, unknown>, ctx: ApiContext) => Promise<R>
  /** Where an accepted post goes (`result`: what `accept` returned, e.g. the page it made). */
  accepted: (locale: Locale, result: R) => string
  refused: (refusal: PlainFormRefusal) => C
}) {
  return async ({ request, next }: { request: Request; next: Next }): Promise<Response | NextRender<C>> => {
    const url = new URL(request.url)
    const locale = localeOfPath(url.pathname)
    const t = await apiTranslator(locale)
    let body: Record<string, unknown> | undefined
    let refusal: PlainFormRefusal
    try {
      body = await acceptFormSubmission(request, form.name)
      const result = await form.accept(body, { request, url, locale, t })
      return redirectTo(form.accepted(locale, result), { status: 303 })
    } catch (error) {
      if (error instanceof ApiError) {
        // A refused client still gets back what it typed (the guard stops before reading the body).
        if (error.status === 429) body = await readFormBody(request).catch(() => undefined)
        const message = typeof error.text === 'string' ? error.text : t(error.text)
        refusal = { body, status: error.status, data: error.data, message, headers: error.headers }
      } else if (isDatabaseUnavailable(error)) {
        // The guard's rate-limit check may have failed before the body was read: read it now.
        body ??= await readFormBody(request).catch(() => undefined)
        refusal = {
          body,
          status: 503,
          data: null,
          message: t(apiMessages.unavailable),
          headers: { 'retry-after': String(RETRY_AFTER_UNAVAILABLE) },
        }
      } else {
        throw error
      }
    }
    setSsrResponseStatus(refusal.status, refusal.headers)
    return next({ context: form.refused(refusal) })
  }
}

/** A form's own fields as typed (strings only, never anything else of the body), to show them again. */
export function typedValues(
  body: Record<string, unknown> | undefined,
  fields: readonly string[],
): Record<string, string> {
  const values: Record<string, string> = {}
  for (const name of fields) {
    const value = body?.[name]
    if (typeof value === 'string') values[name] = value
    else if (typeof value === 'number' || typeof value === 'boolean') values[name] = String(value)
  }
  return values
}
