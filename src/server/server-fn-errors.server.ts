import { logEvent } from '~/api/log.server'

/**
 * Server-function answers (`/_serverFn/<id>`) must not carry internal detail either: TanStack Start
 * serialises the thrown error's message (a JSON parser's message, "Server function info not found
 * for …", a driver's text) into the answer. A malformed payload is refused with 400 before the
 * function runs; a 5xx answer keeps its status but its message becomes a generic one, in the same
 * serialised shape the client understands. The original detail goes to the log.
 */
const GENERIC = (message: string) =>
  `{"t":10,"i":0,"p":{"k":["error"],"v":[{"t":25,"i":1,"s":{"message":{"t":1,"s":${JSON.stringify(message)}}},"c":"$TSR/Error"}]},"o":0}`

export function isServerFnPath(pathname: string): boolean {
  return pathname.startsWith('/_serverFn/')
}

/** A 400 for a GET payload that is not JSON, or undefined to let the request through. */
export function refuseMalformedServerFn(request: Request, url: URL): Response | undefined {
  // Bodies are limited while they are read, per function (request-body-policy.server.ts).
  const payload = url.searchParams.get('payload')
  if (request.method !== 'GET' || payload === null) return undefined
  try {
    JSON.parse(payload)
    return undefined
  } catch {
    return serverFnError(400, 'Bad request')
  }
}

/**
 * Two refusals TanStack Start answers with 500 before any function runs, because the request, not the
 * server, is wrong: an id that names no server function, and a multipart body that is not readable
 * form data (undici's parser throws). They are the client's fault: 404 and 400, nothing was done.
 */
const CLIENT_FAULTS: [pattern: RegExp, status: number, message: string][] = [
  [/Server function info not found for /, 404, 'Not found'],
  [/Failed to parse body as FormData\./, 400, 'Bad request'],
]

export async function scrubServerFnError(url: URL, response: Response): Promise<Response> {
  if (response.status < 500) return response
  const detail = await response.text()
  if (response.status === 500)
    for (const [pattern, status, message] of CLIENT_FAULTS)
      if (pattern.test(detail)) {
        logEvent('info', 'server function refused', { path: url.pathname, status })
        return serverFnError(status, message)
      }
  logEvent('error', 'server function failed', {
    path: url.pathname,
    status: response.status,
    detail: detail.slice(0, 500),
  })
  return serverFnError(response.status, response.status === 503 ? 'Service unavailable' : 'Internal error')
}

/** A refusal in the serialized shape the client understands (its message is the error's message). */
export function serverFnError(status: number, message: string, headers: Record<string, string> = {}): Response {
  return new Response(GENERIC(message), {
    status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers },
  })
}
