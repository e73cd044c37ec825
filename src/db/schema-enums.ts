/**
 * Closed value sets of the schema, free of any Drizzle import so client-side code (valibot
 * contracts, forms) can share them without pulling the database layer into the browser bundle.
 */
export { BOOTH_TYPES, type BoothType } from './booth-rules'

export const NEWS_CATEGORIES = ['exhibition', 'trade', 'exhibitor'] as const
/** `scheduled` goes live by itself at its publish time (a job per process flips it to `published`). */
export const NEWS_STATUSES = ['published', 'draft', 'scheduled', 'archived'] as const
export const PARTNER_KINDS = ['organiser', 'patronage', 'certification', 'media', 'sister_fair', 'social'] as const
export const TRANSPORT_MODES = ['metro', 'maglev', 'bus', 'driving', 'taxi'] as const
export const TESTIMONIAL_KINDS = ['buyer', 'exhibitor'] as const
/** The photo albums the pages show (the review page's three, the awards page's one). */
export const PHOTO_ALBUMS = ['opening', 'halls', 'events', 'awards'] as const
/** Double opt-in: stored unconfirmed, confirmed from the mailed link; an unsubscribe deletes the row. */
export const SUBSCRIPTION_STATUSES = ['unconfirmed', 'confirmed'] as const
/** What a consent record attests: the box ticked on a form, the mailed link followed. */
export const CONSENT_ACTIONS = ['given', 'confirmed'] as const
/** Which door the consent came through: the site's form (JSON API), a plain form post, or the hall's
 * registration desk (staff type it in with the visitor, who reads the notice there; ADR 033). */
export const CONSENT_SOURCES = ['api', 'form', 'desk'] as const
/** Where sales has taken a booth application (the inbox's workflow; any step may follow any other). */
export const APPLICATION_STATUSES = ['new', 'contacted', 'contract_sent', 'confirmed', 'declined'] as const
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]
/** What an entry of an application's history records. */
export const APPLICATION_EVENT_KINDS = ['status', 'assign', 'note'] as const
/** What the site mails (ADR 018). */
export const MAIL_KINDS = [
  'subscription_confirm',
  'application_received',
  'application_notice',
  'invitation',
  'password_reset',
  'visitor_badge',
  'visitor_confirm',
] as const
export type MailKind = (typeof MAIL_KINDS)[number]
/** `held`: no SMTP server configured, readable in the back office's outbox; `failed`: retries used up. */
export const MAIL_STATUSES = ['pending', 'sent', 'held', 'failed'] as const
export type MailStatus = (typeof MAIL_STATUSES)[number]
/**
 * Back-office roles (ADR 015): `admin` everything, `editor` content, `sales` submissions, `staff`
 * the hall doors' check-in only (ADR 033).
 */
export const ADMIN_ROLES = ['admin', 'editor', 'sales', 'staff'] as const
export type AdminRole = (typeof ADMIN_ROLES)[number]
/** What the media library holds: pictures (processed by sharp) and documents (PDF, kept as sent). */
export const MEDIA_KINDS = ['image', 'document'] as const
export type MediaKind = (typeof MEDIA_KINDS)[number]
/** What the back office's audit log records (ADR 015). */
/** A booth of the hall plan (issue 27): free to sell, held for someone, sold, or not for sale. */
export const BOOTH_STATUSES = ['available', 'reserved', 'sold', 'blocked'] as const
export type BoothStatus = (typeof BOOTH_STATUSES)[number]
/** How many aisles a booth opens onto: one (in a row), two (corner) or all four (island). */
export const BOOTH_PLACEMENTS = ['row', 'corner', 'island'] as const
export type BoothPlacement = (typeof BOOTH_PLACEMENTS)[number]
/** Fixed parts of a hall the plan draws. */
export const HALL_FEATURE_KINDS = ['entrance', 'stage', 'cafe', 'toilets', 'pillar'] as const
export type HallFeatureKind = (typeof HALL_FEATURE_KINDS)[number]
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'sign_in',
  'sign_out_all',
  'password_change',
  'invite',
  'invite_accepted',
  'reset_link',
  'role_change',
  'disable',
  'enable',
  'upload',
  'delete',
  'two_factor_on',
  'two_factor_off',
  'export',
  'import',
  'invite_revoke',
  'two_factor_link',
  'cancel',
  'resend',
  'erase',
  'purge',
  /** A door device took the edition's (encrypted) offline badge list. */
  'download',
  /** Staff checked a visitor in at the desk after confirming who stands there. */
  'check_in',
  /** A desk look-up of a visitor already registered (rate-limited, ADR 037). */
  'desk_lookup',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

export type NewsCategory = (typeof NEWS_CATEGORIES)[number]
export type NewsStatus = (typeof NEWS_STATUSES)[number]
export type PartnerKind = (typeof PARTNER_KINDS)[number]
export type TransportMode = (typeof TRANSPORT_MODES)[number]
export type TestimonialKind = (typeof TESTIMONIAL_KINDS)[number]
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number]
export type ConsentAction = (typeof CONSENT_ACTIONS)[number]
export type ConsentSource = (typeof CONSENT_SOURCES)[number]

/** site_config.type: 1 means the value lives in `content`; any other type uses `content_rich` (spec 3). */
export const CONFIG_TYPE_PLAIN = 1
export const CONFIG_TYPE_RICH = 2
/**
 * An exhibitor import (ADR 021): `invalid` (a row has errors, nothing can be written), `ready` (previewed,
 * waiting for "Import"), `queued`/`running` (written in batches by the server processes), `done`,
 * `failed` (a batch kept failing; what was written stays written).
 */
export const IMPORT_STATUSES = ['invalid', 'ready', 'queued', 'running', 'done', 'failed'] as const
export type ImportStatus = (typeof IMPORT_STATUSES)[number]

/** Trade-visitor pre-registration (ADR 033): who the visitor is, as the fair's statistics count them. */
export const VISITOR_TYPES = [
  'importer_distributor',
  'retail',
  'ecommerce',
  'catering_hotel',
  'manufacturer',
  'media',
  'other',
] as const
export type VisitorType = (typeof VISITOR_TYPES)[number]
/** The visitor's part in purchasing decisions. */
export const PURCHASING_ROLES = ['decides', 'recommends', 'none'] as const
export type PurchasingRole = (typeof PURCHASING_ROLES)[number]
/**
 * `pending` until the visitor opens the link mailed to the address they typed (no badge yet, and it
 * binds no address: ADR 037); `active` with a badge; `cancelled` by the organiser: the badge is
 * refused at the door (red).
 */
export const REGISTRATION_STATUSES = ['pending', 'active', 'cancelled'] as const
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number]
/** The forms that collect personal data, each with its own privacy notice (versioned, ADR 037). */
export const PRIVACY_NOTICE_FORMS = ['registration', 'subscription', 'application'] as const
export type PrivacyNoticeForm = (typeof PRIVACY_NOTICE_FORMS)[number]
/** The separate consents of a registration (PIPL): each its own box and its own evidence. */
export const REGISTRATION_CONSENT_PURPOSES = ['privacy', 'exhibitors', 'news'] as const
export type RegistrationConsentPurpose = (typeof REGISTRATION_CONSENT_PURPOSES)[number]
/** What one scan at a door came to: the badge's first check-in, a repeat, or a refusal. */
export const SCAN_OUTCOMES = ['first', 'repeat', 'unknown', 'cancelled'] as const
export type ScanOutcome = (typeof SCAN_OUTCOMES)[number]
