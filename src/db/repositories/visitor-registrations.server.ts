import { randomBytes } from 'node:crypto'
import { and, eq, isNull, or, sql } from 'drizzle-orm'
import type { Db } from '../connect.server'
import type { Locale } from '../localise'
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
  /** Already registered for this edition (same e-mail or mobile): nothing changed; the row on file. */
  | { created: false; holder: BadgeHolder | null }

/**
 * A registration with its consent evidence, in the caller's transaction. The unique indexes (e-mail,
 * mobile per edition; the token) turn a repeat or a concurrent double post into a no-op that finds
 * the row on file instead: anyone can type anyone's address, so a repeat changes nothing stored.
 */
export async function addRegistration(db: Db, input: RegistrationRecord): Promise<RegistrationResult> {
  const { consents, noticeVersion, source, ...fields } = input
  const [added] = await db
    .insert(visitorRegistration)
    .values({ ...fields, badgeToken: newBadgeToken() })
    .onConflictDoNothing()
    .returning()
  if (added) {
    const at = added.createdAt
    await db
      .insert(registrationConsent)
      .values(
        consents.map((purpose) => ({ registrationId: added.id, purpose, at, noticeVersion, source, lang: input.lang })),
      )
    return { created: true, holder: holderOf(added) }
  }
  const [onFile] = await db
    .select()
    .from(visitorRegistration)
    .where(
      and(
        eq(visitorRegistration.edition, input.edition),
        or(eq(visitorRegistration.emailKey, sql`lower(${input.email})`), eq(visitorRegistration.mobile, input.mobile)),
      ),
    )
    .limit(1)
  return { created: false, holder: onFile && onFile.status === 'active' ? holderOf(onFile) : null }
}

function holderOf(row: typeof visitorRegistration.$inferSelect): BadgeHolder | null {
  if (row.purgedAt || !row.email) return null
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
  }
}

/** Days after the show's end that registrations keep their personal data, unless the settings say. */
export const DEFAULT_REGISTRATION_RETENTION_DAYS = 90

/**
 * The retention purge (ADR 033): registrations of shows that ended more than `retentionDays` ago
 * lose their personal columns (and their badge stops working: a purged row is unknown at the door);
 * type, country, province, interests, dates and check-ins stay for the counts. Returns how many.
 */
export async function purgeExpiredRegistrations(
  db: Db,
  show: { edition: string; endsAt: Date },
  retentionDays: number,
  now = new Date(),
): Promise<number> {
  if (now.getTime() < show.endsAt.getTime() + retentionDays * 86_400_000) return 0
  const purged = await db
    .update(visitorRegistration)
    .set({ truename: null, mobile: null, email: null, company: null, jobTitle: null, purgedAt: now })
    .where(and(eq(visitorRegistration.edition, show.edition), isNull(visitorRegistration.purgedAt)))
    .returning({ id: visitorRegistration.id })
  return purged.length
}
