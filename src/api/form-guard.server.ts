import { apiMessages } from '~/contracts/messages'
import { getDb } from '~/db/client.server'
import { ApiError } from './api-error.server'
import { clientIdentity } from './client-ip.server'
import { consumeRateLimit, formRateLimitFromEnv } from './rate-limit.server'
import { readFormBody } from './read-body.server'
import { assertSameSite } from './same-site.server'

/**
 * What every form endpoint does before looking at the fields: refuse cross-site posts, count the
 * client against the form's rate limit (429 + Retry-After), then read the body within its size limit.
 */
export async function acceptFormSubmission(request: Request, form: string): Promise<Record<string, unknown>> {
  if (request.method !== 'POST') throw new ApiError(405, apiMessages.methodNotAllowed, null, { allow: 'POST' })
  assertSameSite(request)
  const db = await getDb()
  const verdict = await consumeRateLimit(db, `${form}:${clientIdentity(request)}`, formRateLimitFromEnv())
  if (!verdict.allowed) {
    throw new ApiError(429, apiMessages.rateLimited, null, { 'retry-after': String(verdict.retryAfter) })
  }
  return readFormBody(request)
}
