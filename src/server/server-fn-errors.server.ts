import { fromJSON, type SerovalJSON, SerovalMissingPluginError } from 'seroval'
import { logEvent } from '~/api/log.server'
import { BodyTooLargeError } from './body-limit.server'

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

/** A 400 for a GET payload Start's decoder cannot read, or undefined to let the request through. */
export function refuseMalformedServerFn(request: Request, url: URL): Response | undefined {
  // Bodies are limited while they are read, per function (request-body-policy.server.ts), and
  // checked as they are read (decodableServerFnRequest).
  const payload = url.searchParams.get('payload')
  if (request.method !== 'GET' || payload === null) return undefined
  try {
    decodablePayload(payload)
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
  // seroval's decoder refusing an envelope that passed the checks of decodableServerFnRequest (a
  // node only one of Start's plugins reads).
  [/Seroval Error/, 400, 'Bad request'],
]

/**
 * The longest chain of nested arrays and objects a payload may hold. Start's client writes about
 * three levels per level of the arguments (a node, its properties, their values); the deepest
 * arguments the back office sends (a menu's tree) stay far below this.
 */
const MAX_PAYLOAD_DEPTH = 256

/** A payload Start's decoder cannot read: its `status` makes Start answer with it and not log it as a failure. */
class MalformedPayloadError extends Error {
  constructor(readonly status: 400 | 413 = 400) {
    super(status === 413 ? 'Payload too large' : 'Bad request')
  }
}

/**
 * The request TanStack Start reads a server function's arguments from (`request.formData()`, or
 * `request.json()` then seroval's `fromJSON`). Start answers any failure there with 500 and logs its
 * stack, though the body, not the server, is wrong; so a form that does not parse is refused with 400
 * here, and a JSON body is parsed here and refused with 400 unless it is JSON
 * in the envelope Start's client writes (`{t: node, f: number, m: array}`), not nested deeper than
 * MAX_PAYLOAD_DEPTH, and readable by seroval. A plugin's node Start still cannot read is recognised
 * by scrubServerFnError.
 */
export function decodableServerFnRequest(request: Request): Request {
  return new Proxy(request, {
    get(target, prop) {
      if (prop === 'json') return async () => decodablePayload(await readBody(() => target.text()))
      if (prop === 'formData') return () => readBody(() => target.formData())
      const value: unknown = Reflect.get(target, prop, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

/** The body read; one that is over its limit, cut off by the client or not the form it says is the client's fault. */
async function readBody<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read()
  } catch (error) {
    throw new MalformedPayloadError(error instanceof BodyTooLargeError ? 413 : 400)
  }
}

function decodablePayload(text: string): unknown {
  let payload: unknown
  try {
    payload = JSON.parse(text)
  } catch {
    throw new MalformedPayloadError()
  }
  if (!isSerovalEnvelope(payload) || depthOf(payload) > MAX_PAYLOAD_DEPTH || !serovalCanRead(payload))
    throw new MalformedPayloadError()
  return payload
}

/**
 * Whether seroval reads the envelope (the values it makes are dropped; Start decodes the body once
 * more, with its plugins). A node only a plugin reads is left to Start: without the plugins here,
 * it is not judged.
 */
function serovalCanRead(payload: unknown): boolean {
  try {
    fromJSON(payload as SerovalJSON, { plugins: [] })
    return true
  } catch (error) {
    return (
      error instanceof SerovalMissingPluginError ||
      (error instanceof Error && error.cause instanceof SerovalMissingPluginError)
    )
  }
}

function isSerovalEnvelope(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const { t, f, m } = value as Record<string, unknown>
  return typeof t === 'object' && t !== null && !Array.isArray(t) && typeof f === 'number' && Array.isArray(m)
}

/** How deep arrays and objects nest in a parsed JSON value, counted without recursion. */
function depthOf(value: unknown): number {
  let deepest = 0
  const pending: [unknown, number][] = [[value, 1]]
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [node, depth] = next
    if (typeof node !== 'object' || node === null) continue
    if (depth > deepest) deepest = depth
    if (deepest > MAX_PAYLOAD_DEPTH) return deepest
    for (const child of Object.values(node)) pending.push([child, depth + 1])
  }
  return deepest
}

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

/**
 * Every server-function answer is `no-store` unless the function chose its own caching: back-office
 * reads carry people's data (visitors, submissions, subscribers, accounts, mail, the door's list), and
 * no browser or proxy cache may keep it. A public content read that wants caching says so itself.
 */
export function noStoreByDefault(response: Response): Response {
  if (response.headers.has('cache-control')) return response
  try {
    response.headers.set('cache-control', 'no-store')
    return response
  } catch {
    // A response whose headers are immutable: copy them once.
    const headers = new Headers(response.headers)
    headers.set('cache-control', 'no-store')
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  }
}
