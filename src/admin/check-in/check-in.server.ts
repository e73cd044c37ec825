import { createHash } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import { badgeTokenOf } from '~/contracts/badge-token'
import type { Db } from '~/db/client.server'
import { flushWrites } from '~/db/durability.server'
import { readSiteConfig } from '~/db/repositories/site-config.server'
import { badgeScan, type ScanOutcome, visitorCheckIn, visitorRegistration } from '~/db/schema'
import { badgeQr } from '~/features/registration/badge-qr.server'
import type { BadgeLabel, OfflineBadge, ScanInput, ScanResult } from './contract'

/**
 * How a scan reached the server: at the door as it was made (its time is the server's now), or in
 * a device's queue sent after an offline spell (its time is the device's, moved by how far the
 * device's clock was from the server's when it sent the queue).
 */
export type ScanArrival = { kind: 'door' } | { kind: 'queue'; clockOffsetMs: number }
const AT_THE_DOOR: ScanArrival = { kind: 'door' }

/**
 * One scan at a door, in one transaction. A badge is checked in once: `visitor_check_in` has one
 * row per badge. Scans at the door are decided by arrival (the row lock): two doors scanning one
 * badge in the same second get exactly one green answer, whatever their clocks say. A scan from an
 * offline queue that was made before the check-in takes it (the other becomes a repeat), so devices
 * that were offline are reconciled whatever order they sync in; its time is corrected by the
 * device's clock offset, so a device whose clock is wrong neither steals nor loses a check-in.
 * Every scan is logged once by its device-made id, so a queue sent twice changes nothing.
 */
export async function recordScan(
  db: Db,
  scan: ScanInput,
  staffId: string,
  arrival: ScanArrival = AT_THE_DOOR,
): Promise<ScanResult> {
  const token = badgeTokenOf(scan.code)
  const now = Date.now()
  const scannedAt = new Date(
    arrival.kind === 'queue' ? Math.min(now, Date.parse(scan.scannedAt) + arrival.clockOffsetMs) : now,
  )
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
          })
          .from(visitorRegistration)
          .where(eq(visitorRegistration.badgeToken, token))
      : []
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
      if (current && current.scanId !== scan.scanId && arrival.kind === 'queue' && scannedAt < current.scannedAt) {
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

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * The running edition's valid and cancelled badges for a door device's offline list: each by its
 * token's SHA-256 only, so a lost device holds no badge that would let anyone in.
 */
export async function offlineBadges(db: Db): Promise<OfflineBadge[]> {
  const edition = (await readSiteConfig(db)).text.edition ?? ''
  const rows = await db
    .select({
      token: visitorRegistration.badgeToken,
      truename: visitorRegistration.truename,
      company: visitorRegistration.company,
      visitorType: visitorRegistration.visitorType,
      status: visitorRegistration.status,
    })
    .from(visitorRegistration)
    .where(and(eq(visitorRegistration.edition, edition), isNull(visitorRegistration.purgedAt)))
  return rows.map((row) => ({
    hash: tokenHash(row.token),
    truename: row.truename ?? '',
    company: row.company ?? '',
    visitorType: row.visitorType,
    cancelled: row.status === 'cancelled',
  }))
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
