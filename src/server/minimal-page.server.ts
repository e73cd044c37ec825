import type { MessageDescriptor } from '@lingui/core'
import { apiLocale, apiTranslator } from '~/api/api-i18n.server'
import { API_CODE } from '~/contracts/envelope'
import { apiMessages } from '~/contracts/messages'
import { LINGUI_LOCALE, localeOfPath } from '~/i18n/locales'
import { isDecodablePath, UNDECODABLE_PATH_HEADER } from './undecodable-path'

/** Seconds a visitor's browser (or a crawler) is asked to wait when renders are shed. */
const SHED_RETRY_AFTER_SECONDS = 5

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
  const locale = localeOfPath(new URL(request.url).pathname)
  const text = escapeHtml((await apiTranslator(locale))(message))
  const html = `<!doctype html><html lang="${LINGUI_LOCALE[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${text}</title></head><body><p>${text}</p></body></html>`
  return new Response(request.method === 'HEAD' ? null : html, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...headers },
  })
}

/** The answer when the render gate is full (render-gate.server.ts): 503 + Retry-After. */
export function shedPage(request: Request): Promise<Response> {
  return minimalPage(request, 503, apiMessages.busy, { 'retry-after': String(SHED_RETRY_AFTER_SECONDS) })
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
