import { and, desc, eq, max } from 'drizzle-orm'
import type { SafeHtml } from '~/contracts/safe-html'
import type { Db } from '../connect.server'
import { sanitizeRichHtml } from '../sanitize.server'
import { authUser, privacyNotice } from '../schema'
import type { PrivacyNoticeForm } from '../schema-enums'

/**
 * A form's privacy notices (ADR 037): each save is a new version, never an update, so the version a
 * consent names is the text the visitor read. Bodies are sanitised on write and again on read.
 */

export interface StoredNotice {
  version: number
  bodyCn: SafeHtml
  bodyEn: SafeHtml
}

export interface NoticeVersionEntry {
  version: number
  createdAt: Date
  /** Who saved it; null for the seed's first version or an account since deleted. */
  actorEmail: string | null
}

/** The form's newest version, or undefined when it has none. */
export async function currentNotice(db: Db, form: PrivacyNoticeForm): Promise<StoredNotice | undefined> {
  const [row] = await db
    .select({ version: privacyNotice.version, bodyCn: privacyNotice.bodyCn, bodyEn: privacyNotice.bodyEn })
    .from(privacyNotice)
    .where(eq(privacyNotice.form, form))
    .orderBy(desc(privacyNotice.version))
    .limit(1)
  return row && { version: row.version, bodyCn: sanitizeRichHtml(row.bodyCn), bodyEn: sanitizeRichHtml(row.bodyEn) }
}

/** Every version of the form's notice, newest first, with who saved it. */
export async function noticeVersions(db: Db, form: PrivacyNoticeForm): Promise<NoticeVersionEntry[]> {
  return db
    .select({ version: privacyNotice.version, createdAt: privacyNotice.createdAt, actorEmail: authUser.email })
    .from(privacyNotice)
    .leftJoin(authUser, eq(authUser.id, privacyNotice.actorId))
    .where(eq(privacyNotice.form, form))
    .orderBy(desc(privacyNotice.version))
}

/** The version numbers the form's notice has had (a consent may name any of them). */
export async function noticeVersionNumbers(db: Db, form: PrivacyNoticeForm): Promise<number[]> {
  const rows = await db
    .select({ version: privacyNotice.version })
    .from(privacyNotice)
    .where(eq(privacyNotice.form, form))
  return rows.map((row) => row.version)
}

export type AddNoticeResult = { ok: true; version: number } | { ok: false; currentVersion: number }

/**
 * Saves a new version made from `baseVersion` (0: the form had none): version `baseVersion + 1`.
 * When a colleague saved in between, nothing is written and the current version is returned (the
 * unique (form, version) index settles two saves racing from the same base).
 */
export async function addNoticeVersion(
  db: Db,
  input: { form: PrivacyNoticeForm; baseVersion: number; bodyCn: string; bodyEn: string; actorId: string | null },
): Promise<AddNoticeResult> {
  const [latest] = await db
    .select({ version: max(privacyNotice.version) })
    .from(privacyNotice)
    .where(eq(privacyNotice.form, input.form))
  const currentVersion = latest?.version ?? 0
  if (currentVersion !== input.baseVersion) return { ok: false, currentVersion }
  const inserted = await db
    .insert(privacyNotice)
    .values({
      form: input.form,
      version: input.baseVersion + 1,
      bodyCn: sanitizeRichHtml(input.bodyCn),
      bodyEn: sanitizeRichHtml(input.bodyEn),
      actorId: input.actorId,
    })
    .onConflictDoNothing({ target: [privacyNotice.form, privacyNotice.version] })
    .returning({ version: privacyNotice.version })
  const [row] = inserted
  return row ? { ok: true, version: row.version } : { ok: false, currentVersion: input.baseVersion + 1 }
}

/** Whether the form's notice has this version. */
export async function hasNoticeVersion(db: Db, form: PrivacyNoticeForm, version: number): Promise<boolean> {
  const [row] = await db
    .select({ id: privacyNotice.id })
    .from(privacyNotice)
    .where(and(eq(privacyNotice.form, form), eq(privacyNotice.version, version)))
  return row !== undefined
}
