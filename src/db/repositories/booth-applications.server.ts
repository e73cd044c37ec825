import { eq } from 'drizzle-orm'
import { BOOTH_MIN_AREA_SQM, type BoothType, isBoothAreaAllowed } from '../booth-rules'
import type { Db } from '../connect.server'
import { flushWrites } from '../durability.server'
import type { Locale } from '../localise'
import { boothApplication } from '../schema'

export interface BoothApplicationInput {
  partnershipIntent: string
  country: string
  companyName: string
  contactName: string
  phone: string
  email: string
  productType: string
  boothType: BoothType
  areaSqm: number
  lang: Locale
  /** PIPL: only call this after the applicant ticked the (not pre-ticked) consent box. */
  consent: true
}

export interface BoothApplicationResult {
  id: number
  /** True when the idempotency key had been used: nothing was written, the first row's id is returned. */
  replayed: boolean
}

/** Thrown before any write when the area is below the booth type's minimum (the API answers 400). */
export class BoothAreaTooSmallError extends Error {
  constructor(
    readonly boothType: BoothType,
    readonly minimumSqm: number,
  ) {
    super(`A ${boothType} booth needs at least ${minimumSqm} sqm`)
    this.name = 'BoothAreaTooSmallError'
  }
}

/**
 * Stores one application. With an idempotency key (one per form render) a replay, including one
 * racing the first request, never creates a second row: the insert is a single statement with
 * ON CONFLICT DO NOTHING, which waits for a concurrent holder of the key to commit. Resolves only
 * after the write is durable.
 */
export async function addBoothApplication(
  db: Db,
  input: BoothApplicationInput,
  idempotencyKey?: string,
): Promise<BoothApplicationResult> {
  if (!isBoothAreaAllowed(input.boothType, input.areaSqm)) {
    throw new BoothAreaTooSmallError(input.boothType, BOOTH_MIN_AREA_SQM[input.boothType])
  }
  const [inserted] = await db
    .insert(boothApplication)
    .values({
      partnershipIntent: input.partnershipIntent.trim(),
      country: input.country.trim(),
      companyName: input.companyName.trim(),
      contactName: input.contactName.trim(),
      phone: input.phone.trim(),
      email: input.email.trim(),
      productType: input.productType.trim(),
      boothType: input.boothType,
      areaSqm: input.areaSqm,
      lang: input.lang,
      consentAt: new Date(),
      idempotencyKey: idempotencyKey ?? null,
    })
    .onConflictDoNothing({ target: boothApplication.idempotencyKey })
    .returning({ id: boothApplication.id })
  if (inserted) {
    await flushWrites(db)
    return { id: inserted.id, replayed: false }
  }
  const [first] = await db
    .select({ id: boothApplication.id })
    .from(boothApplication)
    .where(eq(boothApplication.idempotencyKey, idempotencyKey ?? ''))
  if (!first) throw new Error('booth application conflicted on its idempotency key but the first row is gone')
  return { id: first.id, replayed: true }
}
