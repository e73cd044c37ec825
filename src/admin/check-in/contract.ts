import * as v from 'valibot'
import { LOCALES, type SCAN_OUTCOMES, type VISITOR_TYPES } from '~/db/schema-enums'

/** The device cache of the check-in page's service worker. */
export const CHECK_IN_CACHE = 'check-in-v1'

/** A gate's name as the device keeps it (chosen once per device). */
const GateName = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(40))

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

/** A queue of scans made offline, sent together once the network is back. */
export const ScanBatch = v.object({
  scans: v.pipe(v.array(ScanInput), v.minLength(1), v.maxLength(500)),
  /** The device's clock when it sent the queue: the server moves the scans' times by its offset. */
  sentAt: v.optional(v.pipe(v.string(), v.isoTimestamp())),
})

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

/** The day's badges for a device to check without a network: the token's SHA-256 (hex), no token. */
export interface OfflineBadge {
  hash: string
  truename: string
  company: string
  visitorType: (typeof VISITOR_TYPES)[number]
  cancelled: boolean
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

/**
 * A walk-in registered at the desk by staff: the registration form's fields as typed (checked on the
 * server by the public form's own contract, with its messages), the visitor's language for the badge
 * mail, and the gate that admits them at once.
 */
export const DeskRegistrationInput = v.object({
  gate: GateName,
  lang: v.picklist(LOCALES),
  fields: v.pipe(
    v.record(v.pipe(v.string(), v.maxLength(40)), v.union([v.pipe(v.string(), v.maxLength(5000)), v.boolean()])),
    v.check((fields) => Object.keys(fields).length <= 20),
  ),
})
export type DeskRegistrationInput = v.InferOutput<typeof DeskRegistrationInput>

export type DeskRegistrationAnswer =
  /** Refused: each field's message, in the staff's language (nothing stored). */
  | { ok: false; errors: Record<string, string> }
  /**
   * Registered now (`created`) or found on file by e-mail or mobile (nothing changed, the badge mailed
   * again to the address on file); either way checked in at the gate, with the label to print.
   */
  | { ok: true; created: boolean; scan: ScanResult; label: BadgeLabel | null }
