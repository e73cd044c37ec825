import type { MessageDescriptor } from '@lingui/core'

/** An answer other than success, raised anywhere below a handler and turned into the envelope. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly text: MessageDescriptor | string,
    readonly data: unknown = null,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(typeof text === 'string' ? text : (text.message ?? text.id))
    this.name = 'ApiError'
  }
}

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
])

/**
 * Whether an error means "the database cannot be reached right now" (answered 503 + Retry-After,
 * so forms keep what the visitor typed) rather than a fault in this code (500).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if (typeof e !== 'object') break
    // A transaction whose connection dropped fails again on its ROLLBACK ("Client has encountered a
    // connection error and is not queryable"): that error, not the first, is what reaches here.
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown }
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true
    if (
      typeof message === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect|PGlite is closed|database is unavailable|Cannot use a pool after calling end|is not queryable/i.test(
        message,
      )
    )
      return true
    e = cause
  }
  return false
}
