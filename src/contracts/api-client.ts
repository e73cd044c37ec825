import * as v from 'valibot'
import { FieldErrorsAnswer } from './answers'
import { API_CODE } from './envelope'

/**
 * The browser's one client for the site's `/api` (spec section 7): sends the `lang` header, reads
 * the `{code, msg, data}` envelope and parses `data` with the answer's contract. A network error,
 * a body that is no envelope or data that breaks the contract are all `ok: false` with `msg: null`
 * (the caller shows its own localised text); an answered error keeps the server's `msg` and any
 * field messages.
 */
export type ApiResult<T> =
  | { ok: true; msg: string; data: T }
  | { ok: false; code: number | null; msg: string | null; fieldErrors: Record<string, string> }

const Envelope = v.object({ code: v.number(), msg: v.string(), data: v.unknown() })

interface CallOptions {
  lang: string
  headers?: Readonly<Record<string, string>>
}

async function call<S extends v.GenericSchema>(
  schema: S,
  path: string,
  init: RequestInit,
): Promise<ApiResult<v.InferOutput<S>>> {
  const failed = { ok: false, code: null, msg: null, fieldErrors: {} } as const
  let body: unknown
  try {
    const response = await fetch(path, { credentials: 'same-origin', ...init })
    body = await response.json()
  } catch {
    return failed
  }
  const envelope = v.safeParse(Envelope, body)
  if (!envelope.success) return failed
  const { code, msg, data } = envelope.output
  if (code === API_CODE.ok) {
    const parsed = v.safeParse(schema, data)
    return parsed.success ? { ok: true, msg, data: parsed.output } : failed
  }
  const fields = v.safeParse(FieldErrorsAnswer, data)
  return { ok: false, code, msg: msg || null, fieldErrors: fields.success ? fields.output.errors : {} }
}

export function apiGet<S extends v.GenericSchema>(
  schema: S,
  path: string,
  query: Readonly<Record<string, string>>,
  options: CallOptions,
): Promise<ApiResult<v.InferOutput<S>>> {
  const search = new URLSearchParams(query).toString()
  return call(schema, search ? `${path}?${search}` : path, {
    headers: { accept: 'application/json', lang: options.lang, ...options.headers },
  })
}

export function apiPost<S extends v.GenericSchema>(
  schema: S,
  path: string,
  body: unknown,
  options: CallOptions,
): Promise<ApiResult<v.InferOutput<S>>> {
  return call(schema, path, {
    method: 'POST',
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      lang: options.lang,
      ...options.headers,
    },
    body: JSON.stringify(body),
  })
}
