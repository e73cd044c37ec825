import * as v from 'valibot'
import type { SCAN_OUTCOMES, VISITOR_TYPES } from '~/db/schema-enums'
import type { SealedBadge } from './badge-seal'

/** A gate's name as the device keeps it (chosen once per device). */
export const GateName = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(40))

/** One scan at a door: made on the device (its own id, for a queue sent twice), sent now or later. */
export const ScanInput = v.object({
  /** The scanned or typed code, as read; the server makes a token of it. */
  code: v.pipe(v.string(), v.maxLength(100)),
  scanId: v.pipe(v.string(), v.regex(/^[\w-]{8,64}$/)),
  /** When the device scanned it (ISO, its own clock): decides who was first after an offline spell. */
  scannedAt: v.pipe(v.string(), v.isoTimestamp()),
  gate: GateName,
})
export type ScanInput = v.InferOutput<typeof ScanInput>

/** An account id as better-auth makes them (the account a queued scan was made under). */
const AccountId = v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/))

/**
 * A scan made offline, as the device keeps and sends it: the badge by `scanHash` of its token (the
 * device keeps no token), bound to the account signed in when it was made (ADR 038).
 */
export const QueuedScan = v.object({
  tokenHash: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
  scanId: ScanInput.entries.scanId,
  scannedAt: ScanInput.entries.scannedAt,
  gate: GateName,
  accountId: AccountId,
})
export type QueuedScan = v.InferOutput<typeof QueuedScan>

/**
 * How many queued scans one sync call carries: the largest scans the contract allows, with a gate name
 * of characters JSON escapes twice, stay under half the 64 KB body limit (door-queue.test.ts).
 */
export const SYNC_CHUNK_SIZE = 50

/** A part of a device's queue of scans made offline, sent once the network is back. */
export const ScanBatch = v.object({
  scans: v.pipe(v.array(QueuedScan), v.minLength(1), v.maxLength(SYNC_CHUNK_SIZE)),
  /** The device's clock when it sent the queue: the server moves the scans' times by its offset. */
  sentAt: v.optional(v.pipe(v.string(), v.isoTimestamp())),
  /**
   * The device's clock when it last heard from the server with nothing queued: every queued scan was
   * made after it, so an earlier one is not believed.
   */
  lastContactAt: v.optional(v.pipe(v.string(), v.isoTimestamp())),
})
export type ScanBatch = v.InferOutput<typeof ScanBatch>

/** What the door shows for a scan: green (first), amber (repeat: when and where first), red. */
export interface ScanResult {
  scanId: string
  outcome: (typeof SCAN_OUTCOMES)[number]
  truename: string | null
  company: string | null
  visitorType: (typeof VISITOR_TYPES)[number] | null
  /** The badge's (first) check-in, for a repeat. */
  checkedInAt: string | null
  checkedInGate: string | null
}

/** The answer to a part of a queue: the server's answers, and the scans refused (another account's). */
export interface SyncAnswer {
  results: ScanResult[]
  rejected: string[]
}

/**
 * The device's offline list (ADR 038): sealed entries only while the show is near (`available`), the
 * window it is served in, when the device forgets everything, and whose device it now is.
 */
export interface OfflineList {
  account: string
  available: boolean
  opensAt: string
  closesAt: string
  forgetAt: string
  badges: SealedBadge[]
}

/** A badge to print at the door (a visitor without one): the code as typed or scanned. */
export const BadgeLabelInput = v.object({ code: v.pipe(v.string(), v.maxLength(100)) })

/** The label printed for an active badge: name, company, type and the badge's QR code (an SVG path). */
export interface BadgeLabel {
  truename: string
  company: string
  visitorType: (typeof VISITOR_TYPES)[number]
  qr: { size: number; d: string }
}
