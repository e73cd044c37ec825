import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm'
import { badgeTokenOf } from '~/contracts/badge-token'
import { showDates } from '~/contracts/show-dates'
import type { Db } from '~/db/client.server'
import { flushWrites } from '~/db/durability.server'
import { readSiteConfig } from '~/db/repositories/site-config.server'
import { badgeScan, type ScanOutcome, visitorCheckIn, visitorRegistration } from '~/db/schema'
import { badgeQr } from '~/features/registration/badge-qr.server'
import { type Actor, recordAudit } from '../audit/audit.server'
import { SCAN_DOMAIN } from './badge-seal'
import { sealBadges } from './badge-seal.server'
import type { BadgeLabel, OfflineList, ScanBatch, ScanInput, ScanResult, SyncAnswer } from './contract'

/**
 * How a scan reached the server: at the door as it was made (its time is the server's now), or in
 * a device's queue sent after an offline spell (its time is the device's, moved by how far the
 * device's clock was from the server's when it sent the queue). A queued time before `notBefore`
 * (Unix ms), or before the registration itself, is not believed (ADR 038).
 */
export type ScanArrival = { kind: 'door' } | { kind: 'queue'; clockOffsetMs: number; notBefore: number }
const AT_THE_DOOR: ScanArrival = { kind: 'door' }

/**
 * One scan at a door, in one transaction. A badge is checked in once: `visitor_check_in` has one
 * row per badge. Scans at the door are decided by arrival (the row lock): two doors scanning one
 * badge in the same second get exactly one green answer, whatever their clocks say. A scan from an
 * offline queue that was made before the check-in takes it (the other becomes a repeat), so devices
 * that were offline are reconciled whatever order they sync in; its time is corrected by the
 * device's clock offset, so a device whose clock is wrong neither steals nor loses a check-in. A
 * queued time that cannot be true (before the registration, before the device's last contact or
 * the show's eve, after now) is not believed: the scan counts as arriving now, so it never takes over
 * an answer a door already gave. Every scan is logged once by its device-made id, so a queue sent
 * twice changes nothing.
 */
export async function recordScan(
  db: Db,
  scan: ScanInput,
  staffId: string,
  arrival: ScanArrival = AT_THE_DOOR,
): Promise<ScanResult> {
  const token = badgeTokenOf(scan.code)
  const now = Date.now()
  const claimed = arrival.kind === 'queue' ? Date.parse(scan.scannedAt) + arrival.clockOffsetMs : now
  const result = await db.transaction(async (tx) => {
    const [badge] = token
      ? await tx
          .select({
            id: visitorRegistration.id,
            status: visitorRegistration.status,
            truename: visitorRegistration.truename,
            company: visitorRegistration.company,
            visitorType: visitorRegistration.visitorType,
            purgedAt: visitorRegistration.purgedAt,
            createdAt: visitorRegistration.createdAt,
          })
          .from(visitorRegistration)
          .where(eq(visitorRegistration.badgeToken, token))
      : []
    const earliest = Math.max(arrival.kind === 'queue' ? arrival.notBefore : now, badge?.createdAt.getTime() ?? 0)
    const believed = arrival.kind === 'queue' && claimed >= earliest && claimed <= now
    const scannedAt = new Date(believed ? claimed : now)
    const log = (outcome: ScanOutcome, registrationId: number | null) =>
      tx
        .insert(badgeScan)
        .values({ scanId: scan.scanId, registrationId, scannedAt, gate: scan.gate, staffId, outcome })
        .onConflictDoNothing()
    const none = { truename: null, company: null, visitorType: null, checkedInAt: null, checkedInGate: null }
    if (!badge || badge.purgedAt) {
      await log('unknown', null)
      return { scanId: scan.scanId, outcome: 'unknown' as const, ...none }
    }
    const who = { truename: badge.truename, company: badge.company, visitorType: badge.visitorType }
    if (badge.status === 'cancelled') {
      await log('cancelled', badge.id)
      return { scanId: scan.scanId, outcome: 'cancelled' as const, ...none, ...who }
    }
    const [inserted] = await tx
      .insert(visitorCheckIn)
      .values({ registrationId: badge.id, scannedAt, gate: scan.gate, scanId: scan.scanId })
      .onConflictDoNothing()
      .returning()
    let first = inserted
    if (!first) {
      const [current] = await tx
        .select()
        .from(visitorCheckIn)
        .where(eq(visitorCheckIn.registrationId, badge.id))
        .for('update')
      first = current
      if (current && current.scanId !== scan.scanId && believed && scannedAt < current.scannedAt) {
        // An earlier scan from a device that was offline: it is the check-in, the other a repeat.
        ;[first] = await tx
          .update(visitorCheckIn)
          .set({ scannedAt, gate: scan.gate, scanId: scan.scanId })
          .where(eq(visitorCheckIn.registrationId, badge.id))
          .returning()
        await tx.update(badgeScan).set({ outcome: 'repeat' }).where(eq(badgeScan.scanId, current.scanId))
      }
    }
    const outcome: ScanOutcome = first?.scanId === scan.scanId ? 'first' : 'repeat'
    await log(outcome, badge.id)
    return {
      scanId: scan.scanId,
      outcome,
      ...who,
      checkedInAt: first?.scannedAt.toISOString() ?? null,
      checkedInGate: first?.gate ?? null,
    }
  })
  await flushWrites(db)
  return result
}

/**
 * The part of a device's queue it sent, for the signed-in `staff`: each scan made under another
 * account is refused (a device's queue belongs to whoever made it, ADR 038); the others are matched
 * to their badge by `scanHash` (computed in SQL, one pass for the whole part) and recorded in the
 * order they were made, their times bounded by the show's eve and the device's last contact.
 */
export async function syncQueuedScans(
  db: Db,
  batch: ScanBatch,
  staffId: string,
  now = Date.now(),
): Promise<SyncAnswer> {
  // How far the device's clock is from the server's (none said: trusted as it is).
  const clockOffsetMs = batch.sentAt === undefined ? 0 : now - Date.parse(batch.sentAt)
  const { text } = await readSiteConfig(db)
  const showEve = Number(text.exhibition_start_time) * 1000 - DAY_MS
  const lastContact = batch.lastContactAt === undefined ? 0 : Date.parse(batch.lastContactAt) + clockOffsetMs
  const notBefore = Math.max(Number.isFinite(showEve) ? showEve : 0, lastContact)
  const own = batch.scans.filter((scan) => scan.accountId === staffId)
  const rejected = batch.scans.filter((scan) => scan.accountId !== staffId).map((scan) => scan.scanId)
  const hashOf = sql<string>`encode(sha256(convert_to(${SCAN_DOMAIN} || ${visitorRegistration.badgeToken}, 'UTF8')), 'hex')`
  const hashes = [...new Set(own.map((scan) => scan.tokenHash))]
  const found = hashes.length
    ? await db
        .select({ token: visitorRegistration.badgeToken, hash: hashOf })
        .from(visitorRegistration)
        .where(and(isNotNull(visitorRegistration.badgeToken), inArray(hashOf, hashes)))
    : []
  const tokenOf = new Map(found.map((row) => [row.hash, row.token ?? '']))
  const results: ScanResult[] = []
  for (const scan of own) {
    const code = tokenOf.get(scan.tokenHash) ?? ''
    results.push(
      await recordScan(db, { code, scanId: scan.scanId, scannedAt: scan.scannedAt, gate: scan.gate }, staffId, {
        kind: 'queue',
        clockOffsetMs,
        notBefore,
      }),
    )
  }
  return { results, rejected }
}

const DAY_MS = 86_400_000

/**
 * When a door device may hold the offline list: from two days before the show opens (set-up days,
 * devices prepared) to its close; a day after the close it forgets everything (the last queues sent).
 */
export function offlineListWindow(text: Record<string, string | undefined>) {
  // An unset date reads as NaN here on purpose: every comparison with it is false, so no list is given.
  const { startsAt, endsAt } = showDates(text)
  const start = startsAt ?? Number.NaN
  const end = endsAt ?? Number.NaN
  return { opensAt: start - 2 * DAY_MS, closesAt: end, forgetAt: end + DAY_MS }
}

/**
 * The running edition's valid and cancelled badges for a door device's offline list (ADR 038): each
 * sealed under its own token and indexed by a hash of it, so the device reads a badge only when it is
 * shown. Only while the show is near; each download is audited with its size.
 */
export async function offlineBadges(db: Db, actor: Actor & { id: string }, now = Date.now()): Promise<OfflineList> {
  const { text } = await readSiteConfig(db)
  const span = offlineListWindow(text)
  const times = {
    opensAt: new Date(span.opensAt || 0).toISOString(),
    closesAt: new Date(span.closesAt || 0).toISOString(),
    forgetAt: new Date(span.forgetAt || 0).toISOString(),
  }
  // A show without dates (NaN) has no window either.
  if (!(now >= span.opensAt && now <= span.closesAt))
    return { account: actor.id, available: false, ...times, badges: [] }
  const rows = await db
    .select({
      token: visitorRegistration.badgeToken,
      truename: visitorRegistration.truename,
      company: visitorRegistration.company,
      visitorType: visitorRegistration.visitorType,
      status: visitorRegistration.status,
    })
    .from(visitorRegistration)
    .where(
      and(
        eq(visitorRegistration.edition, text.edition ?? ''),
        inArray(visitorRegistration.status, ['active', 'cancelled']),
        isNotNull(visitorRegistration.badgeToken),
        isNull(visitorRegistration.purgedAt),
      ),
    )
  const badges = await sealBadges(
    rows.flatMap(({ token, ...row }) =>
      token
        ? [
            {
              token,
              contents: {
                truename: row.truename ?? '',
                company: row.company ?? '',
                visitorType: row.visitorType,
                cancelled: row.status === 'cancelled',
              },
            },
          ]
        : [],
    ),
  )
  await recordAudit(db, actor, { action: 'download', entity: 'visitor_registration', after: { count: badges.length } })
  return { account: actor.id, available: true, ...times, badges }
}

/** The label of an active badge for the door's printer; null for an unknown, cancelled or erased one. */
export async function badgeLabel(db: Db, code: string): Promise<BadgeLabel | null> {
  const token = badgeTokenOf(code)
  if (!token) return null
  const [badge] = await db
    .select({
      truename: visitorRegistration.truename,
      company: visitorRegistration.company,
      visitorType: visitorRegistration.visitorType,
    })
    .from(visitorRegistration)
    .where(
      and(
        eq(visitorRegistration.badgeToken, token),
        eq(visitorRegistration.status, 'active'),
        isNull(visitorRegistration.purgedAt),
      ),
    )
  if (!badge?.truename) return null
  return { truename: badge.truename, company: badge.company ?? '', visitorType: badge.visitorType, qr: badgeQr(token) }
}
