import type { MessageDescriptor } from '@lingui/core'
import { FastResponse } from 'srvx'
import { apiLocale, apiTranslator } from '~/api/api-i18n.server'
import { API_CODE } from '~/contracts/envelope'
import { apiMessages } from '~/contracts/messages'
import { LINGUI_LOCALE, LOCALES, type Locale, localeOfPath } from '~/i18n/locales'
import { SCRIPTLESS_POLICY } from './csp'
import { isDecodablePath, UNDECODABLE_PATH_HEADER } from './undecodable-path'

/** Seconds a visitor's browser (or a crawler) is asked to wait when renders are shed. */
const SHED_RETRY_AFTER_SECONDS = 5

/** A minimal page's HTML: the message alone, in `locale`. */
async function minimalHtml(locale: Locale, message: MessageDescriptor): Promise<string> {
  const text = escapeHtml((await apiTranslator(locale))(message))
  return `<!doctype html><html lang="${LINGUI_LOCALE[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${text}</title></head><body><p>${text}</p></body></html>`
}

function minimalResponse(request: Request, status: number, html: string, headers: Record<string, string>): Response {
  return new FastResponse(request.method === 'HEAD' ? null : html, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      // Also answered before the application's edge (server.ts), which sets it on everything else.
      'content-security-policy': SCRIPTLESS_POLICY,
      ...headers,
    },
  })
}

/**
 * A minimal page in the path's language, for answers given before (or instead of) rendering:
 * cheap to produce (no render, no database) and never cached.
 */
async function minimalPage(
  request: Request,
  status: number,
  message: MessageDescriptor,
  headers: Record<string, string> = {},
): Promise<Response> {
  return minimalResponse(
    request,
    status,
    await minimalHtml(localeOfPath(new URL(request.url).pathname), message),
    headers,
  )
}

const SHED_HEADERS = { 'retry-after': String(SHED_RETRY_AFTER_SECONDS) }
/** The 503 page per language, made once: under overload it is the most frequent answer (ADR 029). */
const shedHtml = new Map<Locale, string>()

/** Makes the 503 pages ahead of need (at start-up), so a shed answer never waits for a catalog. */
export async function prepareShedPages(): Promise<void> {
  for (const locale of LOCALES) shedHtml.set(locale, await minimalHtml(locale, apiMessages.busy))
}

/** The 503 + Retry-After for a refused render at once, or undefined before `prepareShedPages` is done. */
export function shedPageNow(request: Request): Response | undefined {
  const html = shedHtml.get(localeOfPath(new URL(request.url).pathname))
  return html === undefined ? undefined : minimalResponse(request, 503, html, SHED_HEADERS)
}

/** The answer when the render gate is full (render-gate.server.ts): 503 + Retry-After. */
export async function shedPage(request: Request): Promise<Response> {
  return shedPageNow(request) ?? (await minimalPage(request, 503, apiMessages.busy, SHED_HEADERS))
}

/** The answer to a body over its path's limit (request-body-policy.server.ts), for a page's form post. */
export function tooLargePage(request: Request): Promise<Response> {
  return minimalPage(request, 413, apiMessages.tooLarge)
}

/**
 * A path whose percent-encoding is not UTF-8 (`/%E0%A4`) cannot name anything here: a localised
 * 400 (the API's envelope under `/api`) instead of the router's own untranslated JSON.
 */
export async function refuseUndecodablePath(request: Request, url: URL): Promise<Response | undefined> {
  if (request.headers.get(UNDECODABLE_PATH_HEADER) !== '1' && isDecodablePath(url.pathname)) return undefined
  if (!url.pathname.startsWith('/api/')) return minimalPage(request, 400, apiMessages.badAddress)
  const msg = (await apiTranslator(apiLocale(request)))(apiMessages.badRequest)
  return Response.json(
    { code: API_CODE.badRequest, msg, data: null },
    { status: 400, headers: { 'cache-control': 'no-store', vary: 'lang' } },
  )
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}
