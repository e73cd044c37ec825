import { apiMessages } from '~/contracts/messages'
import { ApiError } from './api-error.server'

const MAX_FORM_BYTES = 16 * 1024

/**
 * Reads a form submission as a plain object: JSON or URL-encoded form data, at most `maxBytes`
 * (counted while streaming, so a lying Content-Length cannot make us buffer more).
 */
export async function readFormBody(request: Request, maxBytes = MAX_FORM_BYTES): Promise<Record<string, unknown>> {
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > maxBytes) throw new ApiError(413, apiMessages.tooLarge)
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
  if (type !== 'application/json' && type !== 'application/x-www-form-urlencoded') {
    throw new ApiError(415, apiMessages.unsupportedType)
  }
  const text = await readLimited(request, maxBytes)
  if (type === 'application/x-www-form-urlencoded') {
    const fields = Object.fromEntries(new URLSearchParams(text))
    if (Object.values(fields).some((value) => value.includes('\u0000'))) throw new ApiError(400, apiMessages.badRequest)
    return fields
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new ApiError(400, apiMessages.badJson)
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new ApiError(400, apiMessages.badRequest)
  // PostgreSQL refuses U+0000 in text; refused here so a submission never reaches the driver with it.
  if (hasNul(parsed)) throw new ApiError(400, apiMessages.badRequest)
  return parsed as Record<string, unknown>
}

async function readLimited(request: Request, maxBytes: number): Promise<string> {
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > maxBytes) {
      await reader.cancel()
      throw new ApiError(413, apiMessages.tooLarge)
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw new ApiError(400, apiMessages.badRequest)
  }
}

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  if (typeof value !== 'object' || value === null || depth > 32) return false
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || hasNul(item, depth + 1))
}
