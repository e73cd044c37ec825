import { ADMIN_ROLES, type AdminRole } from '~/db/schema-enums'

export { ADMIN_ROLES, type AdminRole }

/**
 * What each role may do (ADR 015). The server refuses by this table (session.server.ts); the UI uses
 * it only to hide what would be refused. `admin` may do everything.
 */
const CAPABILITIES = {
  'content:write': ['admin', 'editor'],
  'media:write': ['admin', 'editor'],
  'submissions:read': ['admin', 'sales'],
  'submissions:export': ['admin', 'sales'],
  'submissions:write': ['admin', 'sales'],
  // Booth sales on the hall plan (issue 27): the sales team's work, not the editors'.
  'booths:write': ['admin', 'sales'],
  'accounts:manage': ['admin'],
  'settings:write': ['admin'],
  'audit:read': ['admin'],
  // Mail holds tokens (an unsubscribe link) and personal data: administrators only.
  'mail:read': ['admin'],
  // The hall doors (ADR 033): staff check badges in and see nothing else.
  'checkin:scan': ['admin', 'staff'],
  // The visitors' personal data: the organiser's people, not the doors.
  'visitors:read': ['admin', 'sales'],
  'visitors:write': ['admin', 'sales'],
} as const satisfies Record<string, readonly AdminRole[]>

export type Capability = keyof typeof CAPABILITIES

export function can(role: AdminRole, capability: Capability): boolean {
  return (CAPABILITIES[capability] as readonly AdminRole[]).includes(role)
}

/**
 * The capabilities whose screens show people's details: visitors, applicants, subscribers, the mails
 * sent to them, the door's names, and the accounts and audit log (staff addresses). A role with any
 * of them reads personal data, so ADMIN_REQUIRE_2FA asks it for a second factor (ADR 030).
 */
const READS_PERSONAL_DATA = [
  'submissions:read',
  'submissions:export',
  'submissions:write',
  'visitors:read',
  'visitors:write',
  'checkin:scan',
  'mail:read',
  'accounts:manage',
  'audit:read',
] as const satisfies readonly Capability[]

/** Whether the role may read anyone's personal data (derived from its capabilities, not a list of roles). */
export function readsPersonalData(role: AdminRole): boolean {
  return READS_PERSONAL_DATA.some((capability) => can(role, capability))
}

export function isAdminRole(value: unknown): value is AdminRole {
  return typeof value === 'string' && (ADMIN_ROLES as readonly string[]).includes(value)
}
