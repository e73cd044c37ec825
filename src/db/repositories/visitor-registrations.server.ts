import { randomBytes } from 'node:crypto'
import { and, eq, ne, sql } from 'drizzle-orm'
import type { Locale } from '~/i18n/locales'
import type { Db } from '../connect.server'
import {
  type ConsentSource,
  type PurchasingRole,
  type RegistrationConsentPurpose,
  registrationConsent,
  type VisitorType,
  visitorCheckIn,
  visitorRegistration,
} from '../schema'

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

/** RFC 4648 base32 without padding: uppercase letters and digits, the QR code's dense alphanumeric mode. */
export function base32(bytes: Uint8Array): string {
  let bits = 0
  let value = 0
  let out = ''
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31]
  return out
}

/** A new badge token: 128 random bits, 26 characters (ADR 033). */
export const newBadgeToken = () => base32(randomBytes(16))

export interface RegistrationRecord {
  edition: string
  /** The last day of that edition's show: the registration's retention counts from it. */
  editionEndsAt: Date
  lang: Locale
  truename: string
  mobile: string
  email: string
  company: string
  jobTitle: string
  country: string
  province: string | null
  visitorType: VisitorType
  purchasingRole: PurchasingRole
  interests: string[]
  /** The purposes the visitor ticked (`privacy` always: the form refuses without it). */
  consents: readonly RegistrationConsentPurpose[]
  noticeVersion: string
  source: ConsentSource
  /** The staff account that ticked the boxes with the visitor at the desk (source `desk`), kept with each consent. */
  consentActorId?: string
}

/** Who a badge mail goes to, and the badge it carries. */
export interface BadgeHolder {
  id: number
  badgeToken: string
  truename: string
  email: string
  lang: Locale
}

export type RegistrationResult =
  | { created: true; holder: BadgeHolder | null }
  /** Already registered for this edition (a confirmed one with that e-mail): nothing changed; the row on file. */
  | { created: false; holder: BadgeHolder | null }

type RegistrationRow = typeof visitorRegistration.$inferSelect

/**
 * Inserts a registration and its consent evidence (one row per ticked purpose) in the caller's
 * transaction; undefined when a confirmed registration of that e-mail holds the edition already
 * (the partial unique index: pending ones bind nothing, ADR 037).
 */
async function insertRegistration(
  db: Db,
  input: RegistrationRecord,
  state: Pick<
    typeof visitorRegistration.$inferInsert,
    'status' | 'badgeToken' | 'confirmedAt' | 'confirmTokenHash' | 'confirmExpiresAt'
  >,
): Promise<RegistrationRow | undefined> {
  const { consents, noticeVersion, source, consentActorId, ...fields } = input
  const [added] = await db
    .insert(visitorRegistration)
    .values({ ...fields, ...state })
    .onConflictDoNothing()
    .returning()
  if (!added) return undefined
  const at = added.createdAt
  await db.insert(registrationConsent).values(
    consents.map((purpose) => ({
      registrationId: added.id,
      purpose,
      at,
      noticeVersion,
      source,
      lang: input.lang,
      actorId: consentActorId ?? null,
    })),
  )
  return added
}

/** The confirmed (active or cancelled) registration of an e-mail address (any case) for an edition. */
export async function confirmedOnFile(db: Db, edition: string, email: string): Promise<RegistrationRow | undefined> {
  const [onFile] = await db
    .select()
    .from(visitorRegistration)
    .where(
      and(
        eq(visitorRegistration.edition, edition),
        eq(visitorRegistration.emailKey, sql`lower(${email})`),
        ne(visitorRegistration.status, 'pending'),
      ),
    )
    .limit(1)
  return onFile
}

/**
 * A registration made active at once, with its consent evidence, in the caller's transaction: the
 * hall's desk, where staff see the visitor and their ID (ADR 037); the site's doors go through a
 * pending registration confirmed by mail instead (`visitor-confirmation.server.ts`). A confirmed
 * registration of that e-mail this edition turns a repeat or a concurrent double post into a no-op
 * that finds the row on file. The mobile identifies nobody: anyone can type anyone's number.
 */
export async function addRegistration(db: Db, input: RegistrationRecord): Promise<RegistrationResult> {
  const added = await insertRegistration(db, input, {
    status: 'active',
    badgeToken: newBadgeToken(),
    confirmedAt: new Date(),
  })
  if (added) return { created: true, holder: holderOf(added) }
  const onFile = await confirmedOnFile(db, input.edition, input.email)
  return { created: false, holder: onFile && onFile.status === 'active' ? holderOf(onFile) : null }
}

export function holderOf(row: RegistrationRow): BadgeHolder | null {
  if (row.purgedAt || !row.email || !row.badgeToken) return null
  return { id: row.id, badgeToken: row.badgeToken, truename: row.truename ?? '', email: row.email, lang: row.lang }
}

/** What the badge page shows (nothing else of the registration). */
export interface Badge {
  truename: string
  company: string
  visitorType: VisitorType
  edition: string
  cancelled: boolean
  checkedInAt: Date | null
  /** The show's end: the badge's offline copy is dropped after it (ADR 040). */
  editionEndsAt: Date
}

export async function findBadge(db: Db, token: string): Promise<Badge | null> {
  const [row] = await db
    .select({
      truename: visitorRegistration.truename,
      company: visitorRegistration.company,
      visitorType: visitorRegistration.visitorType,
      edition: visitorRegistration.edition,
      status: visitorRegistration.status,
      purgedAt: visitorRegistration.purgedAt,
      checkedInAt: visitorCheckIn.scannedAt,
      editionEndsAt: visitorRegistration.editionEndsAt,
    })
    .from(visitorRegistration)
    .leftJoin(visitorCheckIn, eq(visitorCheckIn.registrationId, visitorRegistration.id))
    .where(eq(visitorRegistration.badgeToken, token))
  if (!row || row.purgedAt) return null
  return {
    truename: row.truename ?? '',
    company: row.company ?? '',
    visitorType: row.visitorType,
    edition: row.edition,
    cancelled: row.status === 'cancelled',
    checkedInAt: row.checkedInAt,
    editionEndsAt: row.editionEndsAt,
  }
}

/** Days after the show's end that registrations keep their personal data, unless the settings say. */
export const DEFAULT_REGISTRATION_RETENTION_DAYS = 90
