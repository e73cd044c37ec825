/** An error that knows its HTTP status and whose message is safe to show to visitors. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

interface StatusCarrier {
  statusCode?: unknown
  status?: unknown
  response?: { status?: unknown }
}

function asStatus(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 400 && value <= 599 ? value : undefined
}

/** Spec section 8: the status comes from `statusCode`, `status` or `response.status`, default 500. */
export function statusOfError(error: unknown): number {
  if (typeof error !== 'object' || error === null) return 500
  const carrier = error as StatusCarrier
  return asStatus(carrier.statusCode) ?? asStatus(carrier.status) ?? asStatus(carrier.response?.status) ?? 500
}

/**
 * Only errors that carry an explicit status were raised on purpose by this application, so only
 * their message is shown; anything else might expose internals and gets the generic message.
 */
export function publicMessageOfError(error: unknown): string | undefined {
  if (statusOfError(error) === 500 && !(error instanceof HttpError)) return undefined
  if (error instanceof Error && error.message) return error.message
  return undefined
}
