import type { MessageDescriptor } from '@lingui/core'
import { API_CODE, type ApiEnvelope } from '~/contracts/envelope'
import { apiMessages } from '~/contracts/messages'
import type { Translate } from '~/contracts/translate'
import type { Locale } from '~/i18n/locales'
import { ApiError, isDatabaseUnavailable } from './api-error.server'
import { apiLocale, apiTranslator } from './api-i18n.server'
import { logEvent } from './log.server'

export interface ApiContext {
  request: Request
  url: URL
  locale: Locale
  t: Translate
}

export interface ApiSuccess<T> {
  data: T
  /** Envelope code; 200 unless the spec says otherwise (the industry tree answers 1). */
  code?: number
  msg?: MessageDescriptor | string
  status?: number
  /** Shared caches may keep a GET answer this long (per `lang`); default: not cached. */
  cacheSeconds?: number
  headers?: Readonly<Record<string, string>>
}

/** Seconds a client should wait before retrying when the database is unreachable. */
export const RETRY_AFTER_UNAVAILABLE = 5

function envelope<T>(status: number, body: ApiEnvelope<T>, headers: Record<string, string>): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', vary: 'lang', ...headers },
  })
}

/**
 * One wrapper for every `/api` handler: picks the language from the `lang` header, answers the
 * `{code, msg, data}` envelope, and turns every failure into a localised 4xx/5xx answer without
 * internals (no stack trace, no driver message) while logging the detail server-side.
 */
export function apiHandler<T>(handler: (ctx: ApiContext) => Promise<ApiSuccess<T>> | ApiSuccess<T>) {
  return async ({ request }: { request: Request }): Promise<Response> => {
    const locale = apiLocale(request)
    const t = await apiTranslator(locale)
    const text = (value: MessageDescriptor | string) => (typeof value === 'string' ? value : t(value))
    try {
      const result = await handler({ request, url: new URL(request.url), locale, t })
      const cache = result.cacheSeconds
        ? `public, max-age=${result.cacheSeconds}, stale-while-revalidate=${result.cacheSeconds * 5}`
        : 'no-store'
      return envelope(
        result.status ?? 200,
        { code: result.code ?? API_CODE.ok, msg: text(result.msg ?? apiMessages.ok), data: result.data },
        { 'cache-control': cache, ...result.headers },
      )
    } catch (error) {
      if (error instanceof ApiError) {
        return envelope(
          error.status,
          { code: error.status, msg: text(error.text), data: error.data },
          { 'cache-control': 'no-store', ...error.headers },
        )
      }
      const path = new URL(request.url).pathname
      if (isDatabaseUnavailable(error)) {
        logEvent('warn', 'database unavailable', { path, error })
        return envelope(
          503,
          { code: API_CODE.unavailable, msg: t(apiMessages.unavailable), data: null },
          { 'cache-control': 'no-store', 'retry-after': String(RETRY_AFTER_UNAVAILABLE) },
        )
      }
      logEvent('error', 'api handler failed', { path, error })
      return envelope(
        500,
        { code: API_CODE.serverError, msg: t(apiMessages.serverError), data: null },
        { 'cache-control': 'no-store' },
      )
    }
  }
}
