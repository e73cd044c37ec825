import { fromCrossJSON, toJSONAsync } from 'seroval'
import { serverFnHeaders } from './uploads'

export interface ServerFnAnswer<T> {
  status: number
  /** The function's return value (a 200 only); the test's assertions check its shape. */
  result?: T
  /** The raw answer, for the refusals (401, 403, 400) and for failure messages. */
  text: string
  headers: Headers
}

/**
 * Calls a server function of the production build as Start's client does: `{data}` in seroval's
 * JSON, a GET's in `?payload=`, a POST's in the body; a 200's seroval answer is read back.
 */
export async function callServerFn<T>(
  origin: string,
  path: string,
  init: { method?: 'GET' | 'POST'; data?: unknown; cookie?: string } = {},
): Promise<ServerFnAnswer<T>> {
  const method = init.method ?? 'POST'
  const payload = init.data === undefined ? undefined : JSON.stringify(await toJSONAsync({ data: init.data }))
  const query = method === 'GET' && payload ? `?payload=${encodeURIComponent(payload)}` : ''
  const response = await fetch(origin + path + query, {
    method,
    headers: {
      ...serverFnHeaders(origin),
      accept: 'application/json',
      ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
    body: method === 'POST' ? payload : undefined,
  })
  const text = await response.text()
  const { status, headers } = response
  if (status !== 200) return { status, text, headers }
  const { result } = fromCrossJSON<{ result: T }>(JSON.parse(text), { refs: new Map() })
  return { status, result, text, headers }
}
