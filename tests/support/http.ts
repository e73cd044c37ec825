import { inject } from 'vitest'

let ownServerUrl: string | undefined

/** The server under test: the suite's shared one, or the file's own (own-server.ts) once it runs. */
export function baseUrl(): string {
  return ownServerUrl ?? inject('baseUrl')
}

/** Points this file's requests at a server of its own (module state: each test file has its own). */
export function setOwnServerUrl(url: string | undefined): void {
  ownServerUrl = url
}

/** A request to the server under test; redirects are never followed so tests can assert them. */
export function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(baseUrl() + path, { headers, redirect: 'manual' })
}

let clientCounter = 0
// Vitest numbers each file's worker anew within a run, and files run side by side (a process may
// run several of them one after another): the number keeps one file's clients apart from another's.
const fileTag = Number(process.env.VITEST_WORKER_ID ?? process.pid) % 0x10000

/** A fresh client address for X-Forwarded-For, so rate limits of one test never touch another. */
export function newClientIp(): string {
  clientCounter += 1
  // The IPv6 documentation prefix: only ever a header value here, never an address we connect to.
  // Rate limits count IPv6 clients per /64, so each client gets its own /64.
  return `2001:db8:${fileTag.toString(16)}:${clientCounter.toString(16)}::1`
}

export interface ApiAnswer<T = unknown> {
  status: number
  headers: Headers
  body: { code: number; msg: string; data: T }
}

/** Calls the API as the site's own pages do: JSON, `lang` header, same-origin. */
export async function api<T = unknown>(
  path: string,
  init: { method?: string; lang?: 'cn' | 'en'; body?: unknown; headers?: Record<string, string>; ip?: string } = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { ...(init.lang ? { lang: init.lang } : {}), ...init.headers }
  if (init.body !== undefined) headers['content-type'] ??= 'application/json'
  if (init.ip) headers['x-forwarded-for'] = init.ip
  const res = await fetch(baseUrl() + path, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
    redirect: 'manual',
  })
  const text = await res.text()
  let body: ApiAnswer<T>['body']
  try {
    body = JSON.parse(text)
  } catch {
    throw new Error(`${path} answered ${res.status} with non-JSON: ${text.slice(0, 200)}`)
  }
  return { status: res.status, headers: res.headers, body }
}

/** Posts a page's form as a browser does without JavaScript: URL-encoded, same origin, own client address. */
export function postPlainForm(
  path: string,
  fields: Record<string, string>,
  init: { headers?: Record<string, string>; ip?: string } = {},
): Promise<Response> {
  return fetch(baseUrl() + path, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'text/html',
      origin: baseUrl(),
      'sec-fetch-site': 'same-origin',
      'x-forwarded-for': init.ip ?? newClientIp(),
      ...init.headers,
    },
    body: new URLSearchParams(fields).toString(),
  })
}
