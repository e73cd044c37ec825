import type { BadgeContents } from './badge-seal'
import type { OfflineList, QueuedScan, ScanResult } from './contract'

/**
 * The door's rules without a network, pure (ADR 033, ADR 038): the answer from the device's list and
 * the badges it admitted itself, and which queued scans go to the server in which calls.
 */

/** A badge this device admitted while offline, by its list index (so a second scan shows amber). */
export interface SeenBadge {
  index: string
  at: string
  gate: string
}

/** The scan as made at the door, before any answer. */
export interface OfflineScan {
  scanId: string
  scannedAt: string
  gate: string
}

const NOBODY = { truename: null, company: null, visitorType: null, checkedInAt: null, checkedInGate: null }

/**
 * Green, amber or red without the server: `badge` is the shown badge's entry of the list, opened with
 * its token (null when the list has none), `seen` this device's own earlier admission of it.
 */
export function offlineDecision(
  scan: OfflineScan,
  badge: BadgeContents | null,
  seen: SeenBadge | undefined,
): ScanResult {
  if (!badge) return { scanId: scan.scanId, outcome: 'unknown', ...NOBODY }
  const who = { truename: badge.truename, company: badge.company, visitorType: badge.visitorType }
  if (badge.cancelled) return { scanId: scan.scanId, outcome: 'cancelled', ...NOBODY, ...who }
  if (seen) return { scanId: scan.scanId, outcome: 'repeat', ...who, checkedInAt: seen.at, checkedInGate: seen.gate }
  return { scanId: scan.scanId, outcome: 'first', ...who, checkedInAt: scan.scannedAt, checkedInGate: scan.gate }
}

/** An unknown code is not queued: the server could only say "unknown" again, and it names no badge. */
export const queuesOffline = (answer: ScanResult) => answer.outcome !== 'unknown'

/** Only a green answer adds the badge to the device's own admissions. */
export const admitsOffline = (answer: ScanResult) => answer.outcome === 'first'

/** The queued scans the signed-in account may send: its own only, in the order they were made. */
export const sendableScans = (queue: readonly QueuedScan[], account: string): QueuedScan[] =>
  queue.filter((scan) => scan.accountId === account).sort((a, b) => a.scannedAt.localeCompare(b.scannedAt))

/** `items` in consecutive parts of at most `size`. */
export function chunked<T>(items: readonly T[], size: number): T[][] {
  const parts: T[][] = []
  for (let start = 0; start < items.length; start += size) parts.push(items.slice(start, start + size))
  return parts
}

/** Whether the device is past the date it forgets all it holds of the door (none set yet: it is not). */
export const pastForgetting = (forgetAt: string | undefined, now: Date) =>
  forgetAt !== undefined && now.getTime() > Date.parse(forgetAt)

/**
 * What a list fetched from the server does to the device: everything is wiped first when the device was
 * another account's (nothing of theirs, list, admissions or queue, stays for this one) or the list is
 * past forgetting, and the list is kept only when it is not.
 */
export function listArrival(
  deviceAccount: string | undefined,
  list: Pick<OfflineList, 'account' | 'forgetAt'>,
  now: Date,
): { wipe: boolean; keep: boolean } {
  const expired = pastForgetting(list.forgetAt, now)
  return { wipe: (Boolean(deviceAccount) && deviceAccount !== list.account) || expired, keep: !expired }
}
