import { createHash } from 'node:crypto'
import { and, asc, eq, inArray, lte } from 'drizzle-orm'
import { retentionStart } from '~/contracts/show-dates'
import type { Locale } from '~/i18n/locales'
import { BOOTH_MIN_AREA_SQM, type BoothType, isBoothAreaAllowed } from '../booth-rules'
import type { Db } from '../connect.server'
import { flushWrites } from '../durability.server'
import { PURGE_BATCH, purgeInBatches } from '../purge-batches.server'
import { boothApplication } from '../schema'
import { recordAudit, SYSTEM_ACTOR } from './audit-log.server'
import { readSiteConfig } from './site-config.server'

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
  /** Booth labels the applicant would like (`N5-A12`), checked as available when sent; none: no wish. */
  preferredBooths?: readonly string[]
  lang: Locale
  /** PIPL: only call this after the applicant ticked the (not pre-ticked) consent box. */
  consent: true
  /** The privacy notice the applicant was shown (`application/v2`), checked to exist (ADR 037). */
  noticeVersion: string
}

export interface BoothApplicationResult {
  id: number
  /** True when the idempotency key had been used: nothing was written, the first row's id is returned. */
  replayed: boolean
}

/**
 * Keys of the JSON API (the browser's `Idempotency-Key`) and of plain form posts (derived from the
 * content) live in separate namespaces, so a client can never pick a key another door uses.
 */
export type IdempotencyKey = `api:${string}` | `form:${string}`

/** How `preferred_booths` holds an application's wishes: labels in the applicant's order, `N5-A12, N5-A14`. */
const PREFERRED_BOOTHS_SEPARATOR = ', '

/** An application's preferred booths (labels, in the applicant's order) from the stored text. */
export const preferredBoothsOf = (stored: string | null): string[] =>
  (stored ?? '').split(PREFERRED_BOOTHS_SEPARATOR).filter(Boolean)

/** Thrown when an idempotency key is replayed with other data (the API answers 422). */
export class IdempotencyKeyReusedError extends Error {
  constructor() {
    super('idempotency key reused with a different body')
    this.name = 'IdempotencyKeyReusedError'
  }
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
 * ON CONFLICT DO NOTHING, which waits for a concurrent holder of the key to commit. The key is
 * stored with a hash of what was stored under it: a replay with other data is refused
 * (IdempotencyKeyReusedError) instead of answering the first id and dropping the new data.
 * Resolves only after the write is durable.
 */
export async function addBoothApplication(
  db: Db,
  input: BoothApplicationInput,
  idempotencyKey?: IdempotencyKey,
): Promise<BoothApplicationResult> {
  if (!isBoothAreaAllowed(input.boothType, input.areaSqm)) {
    throw new BoothAreaTooSmallError(input.boothType, BOOTH_MIN_AREA_SQM[input.boothType])
  }
  const values = {
    partnershipIntent: input.partnershipIntent.trim(),
    country: input.country.trim(),
    companyName: input.companyName.trim(),
    contactName: input.contactName.trim(),
    phone: input.phone.trim(),
    email: input.email.trim(),
    productType: input.productType.trim(),
    boothType: input.boothType,
    areaSqm: input.areaSqm,
    preferredBooths: input.preferredBooths?.length ? input.preferredBooths.join(PREFERRED_BOOTHS_SEPARATOR) : null,
    lang: input.lang,
  }
  // The submitted fields only: `lang` comes from a request header, and a retry in another language
  // is still the same submission. No preferred booth hashes as before the field existed, so a replay
  // across that release still matches its first row.
  const { lang: _lang, preferredBooths, ...fields } = values
  const submitted = preferredBooths === null ? fields : { ...fields, preferredBooths }
  const bodyHash = createHash('sha256').update(JSON.stringify(submitted)).digest('base64url')
  const [inserted] = await db
    .insert(boothApplication)
    .values({
      ...values,
      consentAt: new Date(),
      // Not in the replay's hash: a retry sent after the notice changed is still the same application.
      noticeVersion: input.noticeVersion,
      // The show it is for: the settings' show now (the migration that added the column filled older rows the same way).
      editionEndsAt: retentionStart((await readSiteConfig(db)).text, Date.now()),
      idempotencyKey: idempotencyKey ?? null,
      idempotencyBodyHash: idempotencyKey ? bodyHash : null,
    })
    .onConflictDoNothing({ target: boothApplication.idempotencyKey })
    .returning({ id: boothApplication.id })
  if (inserted) {
    await flushWrites(db)
    return { id: inserted.id, replayed: false }
  }
  const [first] = await db
    .select({ id: boothApplication.id, bodyHash: boothApplication.idempotencyBodyHash })
    .from(boothApplication)
    .where(eq(boothApplication.idempotencyKey, idempotencyKey ?? ''))
  if (!first) throw new Error('booth application conflicted on its idempotency key but the first row is gone')
  // Rows stored before the hash existed carry none: their replays are answered as before.
  if (first.bodyHash !== null && first.bodyHash !== bodyHash) throw new IdempotencyKeyReusedError()
  return { id: first.id, replayed: true }
}

/** What the application notice promises (`src/db/seed/privacy-notices.ts`): kept 24 months after its show. */
const BOOTH_APPLICATION_RETENTION_MONTHS = 24

export async function purgeExpiredBoothApplications(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now)
  cutoff.setUTCMonth(cutoff.getUTCMonth() - BOOTH_APPLICATION_RETENTION_MONTHS)
  return purgeInBatches(db, async (tx) => {
    const rows = await tx
      .select({ id: boothApplication.id })
      .from(boothApplication)
      .where(and(lte(boothApplication.editionEndsAt, cutoff), lte(boothApplication.createdAt, cutoff)))
      .orderBy(asc(boothApplication.id))
      .limit(PURGE_BATCH)
      .for('update', { skipLocked: true })
    if (rows.length === 0) return 0
    await tx.delete(boothApplication).where(
      inArray(
        boothApplication.id,
        rows.map((row) => row.id),
      ),
    )
    await recordAudit(tx, SYSTEM_ACTOR, {
      action: 'purge',
      entity: 'booth_application',
      after: { applications: rows.length, retentionMonths: BOOTH_APPLICATION_RETENTION_MONTHS },
    })
    return rows.length
  })
}
