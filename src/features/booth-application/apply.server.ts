import * as v from 'valibot'
import { ApiError } from '~/api/api-error.server'
import type { ApiContext, ApiSuccess } from '~/api/handler.server'
import { boothApplicationSchema } from '~/contracts/booth-application'
import { fieldErrorsOf, isHoneypotFilled } from '~/contracts/fields'
import { apiMessages, formMessages } from '~/contracts/messages'
import { getDb } from '~/db/client.server'
import { addBoothApplication } from '~/db/repositories/booth-applications.server'

const IDEMPOTENCY_KEY_RE = /^[A-Za-z0-9_-]{8,100}$/

/**
 * POST /api/boothApplication. Every invalid field gets its own localised message in
 * `data.errors`, `msg` holds the first. With an `Idempotency-Key` header (one per form render) a
 * retried request returns the first answer and never stores a second row.
 */
export async function applyForBooth(
  body: Record<string, unknown>,
  ctx: ApiContext,
): Promise<ApiSuccess<{ id: number | null }>> {
  const key = ctx.request.headers.get('idempotency-key')?.trim() || undefined
  if (key !== undefined && !IDEMPOTENCY_KEY_RE.test(key))
    throw new ApiError(400, apiMessages.badRequest, { field: 'Idempotency-Key' })
  const result = v.safeParse(boothApplicationSchema(ctx.t), body)
  if (!result.success) {
    const errors = fieldErrorsOf(result.issues)
    throw new ApiError(400, result.issues[0]?.message ?? '', { errors })
  }
  const input = result.output
  if (isHoneypotFilled(input.website)) return { data: { id: null }, msg: formMessages.submitted }
  const db = await getDb()
  const saved = await addBoothApplication(
    db,
    {
      partnershipIntent: input.partnershipIntent,
      country: input.country,
      companyName: input.companyName,
      contactName: input.contactName,
      phone: input.phone,
      email: input.email,
      productType: input.productType,
      boothType: input.boothType,
      areaSqm: input.areaSqm,
      lang: ctx.locale,
      consent: true,
    },
    key,
  )
  return { data: { id: saved.id }, msg: formMessages.submitted }
}
