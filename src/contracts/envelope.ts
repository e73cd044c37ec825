/**
 * The answer of every `/api` call (spec section 7): `code` says what happened, `msg` is a text for
 * people in the language of the `lang` request header, `data` is the payload.
 */
export interface ApiEnvelope<T> {
  code: number
  msg: string
  data: T
}

/** `code` values. Success is 200, except the industry tree, which the spec answers with 1. */
export const API_CODE = {
  ok: 200,
  treeOk: 1,
  badRequest: 400,
  forbidden: 403,
  notFound: 404,
  methodNotAllowed: 405,
  /** A form for something that is over (registration after the show). */
  gone: 410,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  tooManyRequests: 429,
  serverError: 500,
  notConfigured: 501,
  unavailable: 503,
} as const

/** One page of a list (`/api/news`, `/api/news/search` and the news pages). */
export interface PageDto<T> {
  items: T[]
  total: number
  page: number
  pageSize: number
}
