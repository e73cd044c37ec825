/**
 * Database schema (Drizzle, PostgreSQL dialect). The same generated migrations run on PGlite (the
 * default, embedded store) and on PostgreSQL 15+ (when DATABASE_URL is set), so everything here sticks
 * to features both support.
 *
 * Conventions: TypeScript keys are camelCase, columns snake_case; bilingual fields are pairs
 * `<name>_cn` / `<name>_en`; closed value sets are text columns with a CHECK constraint (easier to
 * extend in a migration than PostgreSQL enum types).
 */
import { type SQL, sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
// Relative, not `~/`: drizzle-kit loads this file without the app's path aliases.
import { LOCALES } from '../i18n/locales'
import { BOOTH_MIN_AREA_SQM, BOOTH_TYPES } from './booth-rules'
import {
  ADMIN_ROLES,
  APPLICATION_EVENT_KINDS,
  APPLICATION_STATUSES,
  AUDIT_ACTIONS,
  BOOTH_PLACEMENTS,
  BOOTH_STATUSES,
  CONFIG_TYPE_PLAIN,
  CONSENT_ACTIONS,
  CONSENT_SOURCES,
  HALL_FEATURE_KINDS,
  IMPORT_STATUSES,
  MAIL_KINDS,
  MAIL_STATUSES,
  MEDIA_KINDS,
  NEWS_CATEGORIES,
  NEWS_STATUSES,
  PARTNER_KINDS,
  PRIVACY_NOTICE_FORMS,
  PURCHASING_ROLES,
  REGISTRATION_CONSENT_PURPOSES,
  REGISTRATION_STATUSES,
  SCAN_OUTCOMES,
  SUBSCRIPTION_STATUSES,
  TESTIMONIAL_KINDS,
  TRANSPORT_MODES,
  VISITOR_TYPES,
} from './schema-enums'

export * from './schema-enums'

// ---------------------------------------------------------------------------------------------------
// Column helpers

const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity()
const sortOrder = () => integer('sort_order').notNull().default(0)
/** Content an editor switched off: kept, edited in the back office, left out of every public read. */
const hidden = () => boolean('hidden').notNull().default(false)
/** When the back office last saved the row (the lists' "Updated" column); every write there sets it. */
const editedAt = () => timestamptz('updated_at').notNull().defaultNow()
/**
 * A file of the media library a content row shows (its path copied beside it for the public reads);
 * while set, the library refuses to delete the file.
 */
const libraryFile = (column: string) => integer(column).references(() => mediaAsset.id, { onDelete: 'restrict' })
const timestamptz = (column: string) => timestamp(column, { withTimezone: true, mode: 'date' })
const createdAt = () => timestamptz('created_at').notNull().defaultNow()

const requiredText = (column: string) => text(column).notNull()
const optionalText = (column: string) => text(column)
type RequiredText = ReturnType<typeof requiredText>
type OptionalText = ReturnType<typeof optionalText>

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)

/** `localisedText('freeServices')` gives `freeServicesCn` / `freeServicesEn` on `free_services_cn/_en`. */
function localisedText<K extends string>(key: K): Record<`${K}Cn` | `${K}En`, RequiredText> {
  const column = snakeCase(key)
  return { [`${key}Cn`]: requiredText(`${column}_cn`), [`${key}En`]: requiredText(`${column}_en`) } as Record<
    `${K}Cn` | `${K}En`,
    RequiredText
  >
}

function optionalLocalisedText<K extends string>(key: K): Record<`${K}Cn` | `${K}En`, OptionalText> {
  const column = snakeCase(key)
  return { [`${key}Cn`]: optionalText(`${column}_cn`), [`${key}En`]: optionalText(`${column}_en`) } as Record<
    `${K}Cn` | `${K}En`,
    OptionalText
  >
}

/** CHECK (column IN (...)). Values are compile-time constants, so inlining them as literals is safe. */
function oneOf(table: string, column: AnyPgColumn, values: readonly string[]) {
  const list = values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ')
  return check(`${table}_${column.name}_check`, sql`${column} in (${sql.raw(list)})`)
}

// ---------------------------------------------------------------------------------------------------
// Site content

export const siteConfig = pgTable('site_config', {
  code: text('code').primaryKey(),
  type: integer('type').notNull().default(CONFIG_TYPE_PLAIN),
  content: text('content'),
  /** Sanitised HTML (see sanitize.server.ts); used when type <> 1. */
  contentRich: text('content_rich'),
  updatedAt: timestamptz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
})

export const menuItem = pgTable(
  'menu_item',
  {
    id: id(),
    parentId: integer('parent_id').references((): AnyPgColumn => menuItem.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    ...localisedText('title'),
    outLink: text('out_link'),
    target: text('target'),
    sortOrder: sortOrder(),
    /** Switched off by an editor: left out of the header, the footer and `/api/menu`, with its sub-items. */
    hidden: hidden(),
  },
  (t) => [index('menu_item_parent_idx').on(t.parentId, t.sortOrder)],
)

export const industry = pgTable(
  'industry',
  {
    id: id(),
    parentId: integer('parent_id').references((): AnyPgColumn => industry.id, { onDelete: 'cascade' }),
    code: text('code').notNull().unique(),
    ...localisedText('name'),
    sortOrder: sortOrder(),
    hidden: hidden(),
    updatedAt: editedAt(),
  },
  (t) => [index('industry_parent_idx').on(t.parentId, t.sortOrder)],
)

/**
 * Search strategy: `search_text` is a stored generated column (titles, summaries and tag-stripped
 * bodies of both languages) queried with ILIKE '%term%' per keyword, backed by a pg_trgm GIN index.
 * Why: Chinese has no word boundaries, so full-text search (to_tsvector) would need a segmenter
 * extension (zhparser/pg_jieba) that neither PGlite nor stock PostgreSQL ships; substring matching
 * is what users expect ("有机" must find "有机食品"). pg_trgm is a trusted contrib extension on
 * PostgreSQL 13+ and ships with PGlite 0.5 (`@electric-sql/pglite/contrib/pg_trgm`, loaded in
 * pglite.server.ts), so one migration set serves both. The index only accelerates patterns of 3+
 * characters; shorter ones (two-character Chinese words) fall back to a scan, which the ILIKE
 * recheck keeps correct and which is cheap at news-archive sizes.
 */
export const news = pgTable(
  'news',
  {
    id: id(),
    category: text('category', { enum: NEWS_CATEGORIES }).notNull(),
    ...localisedText('title'),
    ...localisedText('summary'),
    /** Sanitised HTML (see sanitize.server.ts). */
    ...localisedText('body'),
    coverImage: text('cover_image'),
    /** A picture from the media library; while set, the library refuses to delete it. */
    /** The cover's renditions for `srcset` (`/uploads/…/w480.webp 480w, …`); null for older covers. */
    coverSrcset: text('cover_srcset'),
    coverMediaId: integer('cover_media_id').references(() => mediaAsset.id, { onDelete: 'restrict' }),
    publishedAt: timestamptz('published_at').notNull(),
    status: text('status', { enum: NEWS_STATUSES }).notNull().default('draft'),
    /** Optimistic concurrency: a save names the version it was made from; an older one is refused. */
    version: integer('version').notNull().default(1),
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`title_cn || ' ' || title_en || ' ' || summary_cn || ' ' || summary_en || ' ' || replace(replace(replace(regexp_replace(body_cn || ' ' || body_en, '<[^>]*>', ' ', 'g'), '&lt;', '<'), '&gt;', '>'), '&amp;', '&')`,
      ),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at')
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    oneOf('news', t.category, NEWS_CATEGORIES),
    oneOf('news', t.status, NEWS_STATUSES),
    index('news_listing_idx').on(t.status, t.category, t.publishedAt.desc(), t.id.desc()),
    index('news_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
)

export const photo = pgTable('photo', {
  id: id(),
  src: text('src').notNull(),
  mediaId: libraryFile('media_id'),
  ...localisedText('alt'),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  album: text('album').notNull(),
  sortOrder: sortOrder(),
  hidden: hidden(),
  updatedAt: editedAt(),
})

export const video = pgTable('video', {
  id: id(),
  src: text('src').notNull(),
  poster: text('poster').notNull(),
  posterMediaId: libraryFile('poster_media_id'),
  ...localisedText('title'),
  sortOrder: sortOrder(),
  hidden: hidden(),
  updatedAt: editedAt(),
})

/**
 * The home page's hero slides: a library picture (its rendition, `srcset` and size copied here, so the
 * server-rendered first slide has fixed dimensions), a bilingual title and optional text, an optional
 * link (a site path or an https URL), in editorial order.
 */
export const heroSlide = pgTable('hero_slide', {
  id: id(),
  imageMediaId: libraryFile('image_media_id'),
  image: text('image').notNull(),
  imageSrcset: text('image_srcset'),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  ...localisedText('title'),
  textCn: text('text_cn').notNull().default(''),
  textEn: text('text_en').notNull().default(''),
  link: text('link'),
  sortOrder: sortOrder(),
  hidden: hidden(),
  updatedAt: editedAt(),
})

export const partner = pgTable(
  'partner',
  {
    id: id(),
    kind: text('kind', { enum: PARTNER_KINDS }).notNull(),
    ...localisedText('name'),
    url: text('url'),
    logo: text('logo'),
    logoMediaId: libraryFile('logo_media_id'),
    ...optionalLocalisedText('country'),
    /** A sister fair's place on the world map of /global (degrees, WGS 84); null: listed without a marker. */
    lon: numeric('lon', { precision: 9, scale: 6, mode: 'number' }),
    lat: numeric('lat', { precision: 8, scale: 6, mode: 'number' }),
    sortOrder: sortOrder(),
    hidden: hidden(),
    updatedAt: editedAt(),
  },
  (t) => [oneOf('partner', t.kind, PARTNER_KINDS), index('partner_kind_idx').on(t.kind, t.sortOrder)],
)

export const exhibitor = pgTable('exhibitor', {
  id: id(),
  /** The organiser's own key for the company (ADR 021): an import updates the row with the same key. */
  externalId: text('external_id').notNull().unique(),
  ...localisedText('name'),
  /** ISO 3166-1 alpha-2, the filter key; the localised names are for display. */
  countryCode: text('country_code').notNull(),
  ...localisedText('country'),
  booth: text('booth').notNull(),
  /** Leaf codes of `industry`; a filter on a parent code expands to its children in the query. */
  industryCodes: text('industry_codes').array().notNull().default(sql`'{}'::text[]`),
  germanPavilion: boolean('german_pavilion').notNull().default(false),
  website: text('website'),
  ...localisedText('description'),
  hidden: hidden(),
  updatedAt: editedAt(),
})

export const hotel = pgTable('hotel', {
  id: id(),
  ...localisedText('name'),
  ...localisedText('roomType'),
  ...localisedText('travelTime'),
  ...localisedText('freeServices'),
  /** Fair rate per night in CNY. */
  price: integer('price').notNull(),
  url: text('url'),
  sortOrder: sortOrder(),
  hidden: hidden(),
  updatedAt: editedAt(),
})

export const transportRoute = pgTable(
  'transport_route',
  {
    id: id(),
    mode: text('mode', { enum: TRANSPORT_MODES }).notNull(),
    ...localisedText('title'),
    ...localisedText('description'),
    distanceKm: numeric('distance_km', { precision: 6, scale: 1, mode: 'number' }),
    sortOrder: sortOrder(),
    hidden: hidden(),
    updatedAt: editedAt(),
  },
  (t) => [oneOf('transport_route', t.mode, TRANSPORT_MODES)],
)

export const award = pgTable('award', {
  id: id(),
  year: integer('year').notNull(),
  ...localisedText('title'),
  ...localisedText('company'),
  ...localisedText('product'),
  ...localisedText('category'),
  hidden: hidden(),
  updatedAt: editedAt(),
})

export const download = pgTable('download', {
  id: id(),
  ...localisedText('title'),
  fileUrl: text('file_url').notNull(),
  fileMediaId: libraryFile('file_media_id'),
  fileType: text('file_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  sortOrder: sortOrder(),
  hidden: hidden(),
  updatedAt: editedAt(),
})

export const testimonial = pgTable(
  'testimonial',
  {
    id: id(),
    kind: text('kind', { enum: TESTIMONIAL_KINDS }).notNull(),
    name: text('name').notNull(),
    ...localisedText('company'),
    ...localisedText('quote'),
    hidden: hidden(),
    updatedAt: editedAt(),
  },
  (t) => [oneOf('testimonial', t.kind, TESTIMONIAL_KINDS)],
)

export const statistic = pgTable('statistic', {
  id: id(),
  /** Namespaced key, e.g. `review.visitors`, `award.companies`; the prefix is the section. */
  key: text('key').notNull().unique(),
  value: numeric('value', { mode: 'number' }).notNull(),
  ...localisedText('label'),
  sortOrder: sortOrder(),
  hidden: hidden(),
  updatedAt: editedAt(),
})

export const boothType = pgTable(
  'booth_type',
  {
    code: text('code', { enum: BOOTH_TYPES }).primaryKey(),
    ...localisedText('name'),
    ...localisedText('description'),
    minAreaSqm: integer('min_area_sqm').notNull(),
    sortOrder: sortOrder(),
  },
  (t) => [oneOf('booth_type', t.code, BOOTH_TYPES)],
)

// ---------------------------------------------------------------------------------------------------
// Form submissions (personal data under PIPL: keep only what the forms collect)

export const newsletterSubscription = pgTable(
  'newsletter_subscription',
  {
    id: id(),
    truename: text('truename').notNull(),
    email: text('email').notNull(),
    /**
     * Case-insensitive uniqueness as a generated column rather than an expression index: ON CONFLICT
     * can then name a plain column, which Drizzle's typed `onConflictDoNothing` supports.
     */
    emailKey: text('email_key').notNull().generatedAlwaysAs(sql`lower(email)`).unique(),
    company: text('company').notNull(),
    position: text('position').notNull(),
    lang: text('lang', { enum: LOCALES }).notNull(),
    /** When consent was first given (the evidence trail is `subscription_consent`). */
    consentAt: timestamptz('consent_at').notNull(),
    createdAt: createdAt(),
    unsubscribeToken: text('unsubscribe_token').notNull().unique(),
    /** Only confirmed addresses receive mail (double opt-in). */
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull().default('unconfirmed'),
    confirmedAt: timestamptz('confirmed_at'),
    /** SHA-256 of the mailed confirmation token (the token itself is never stored) and its expiry. */
    confirmTokenHash: text('confirm_token_hash').unique(),
    confirmExpiresAt: timestamptz('confirm_expires_at'),
  },
  (t) => [
    oneOf('newsletter_subscription', t.lang, LOCALES),
    oneOf('newsletter_subscription', t.status, SUBSCRIPTION_STATUSES),
    index('newsletter_subscription_unconfirmed_idx').on(t.confirmExpiresAt),
  ],
)

/**
 * Consent evidence (PIPL): one row per act of consent, append-only (a trigger refuses updates; the
 * rows go only with their subscription, when consent is withdrawn and the data deleted).
 */
export const subscriptionConsent = pgTable(
  'subscription_consent',
  {
    id: id(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => newsletterSubscription.id, { onDelete: 'cascade' }),
    action: text('action', { enum: CONSENT_ACTIONS }).notNull(),
    at: timestamptz('at').notNull().defaultNow(),
    /** SHA-256 (hex, 16 chars) of the privacy notice the visitor was shown, in their language. */
    noticeVersion: text('notice_version').notNull(),
    source: text('source', { enum: CONSENT_SOURCES }).notNull(),
    lang: text('lang', { enum: LOCALES }).notNull(),
  },
  (t) => [
    oneOf('subscription_consent', t.action, CONSENT_ACTIONS),
    oneOf('subscription_consent', t.source, CONSENT_SOURCES),
    oneOf('subscription_consent', t.lang, LOCALES),
    index('subscription_consent_subscription_idx').on(t.subscriptionId),
  ],
)

const minimumAreaRule: SQL = sql.raw(
  BOOTH_TYPES.map((type) => `(booth_type = '${type}' and area_sqm >= ${BOOTH_MIN_AREA_SQM[type]})`).join(' or '),
)

export const boothApplication = pgTable(
  'booth_application',
  {
    id: id(),
    partnershipIntent: text('partnership_intent').notNull(),
    country: text('country').notNull(),
    companyName: text('company_name').notNull(),
    contactName: text('contact_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    productType: text('product_type').notNull(),
    boothType: text('booth_type', { enum: BOOTH_TYPES }).notNull(),
    areaSqm: integer('area_sqm').notNull(),
    /** Booth numbers the applicant would like (optional, from the plan's available booths). */
    preferredBooths: text('preferred_booths'),
    lang: text('lang', { enum: LOCALES }).notNull(),
    consentAt: timestamptz('consent_at').notNull(),
    /** The privacy notice the applicant was shown (`privacy_notice`'s form and version, ADR 037). */
    noticeVersion: text('notice_version'),
    /**
     * The end of the show the application was made for: the notice promises deletion 24 months after
     * it (ADR 039), and the settings name the next show by then.
     */
    editionEndsAt: timestamptz('edition_ends_at').notNull(),
    createdAt: createdAt(),
    /** One key per form render; the unique constraint turns a replayed POST into a no-op. */
    idempotencyKey: text('idempotency_key').unique(),
    /** SHA-256 of the stored fields: the same key with other data is refused (422), not replayed. */
    idempotencyBodyHash: text('idempotency_body_hash'),
    /** The sales workflow (back office); every change is in `booth_application_event`. */
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('new'),
    /** The sales person looking after it; the account's removal leaves it unassigned. */
    assigneeId: text('assignee_id').references(() => authUser.id, { onDelete: 'set null' }),
    /** Optimistic concurrency for the inbox: a change over a newer one is refused. */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    oneOf('booth_application', t.boothType, BOOTH_TYPES),
    oneOf('booth_application', t.lang, LOCALES),
    oneOf('booth_application', t.status, APPLICATION_STATUSES),
    check('booth_application_min_area_check', minimumAreaRule),
    index('booth_application_inbox_idx').on(t.status, t.createdAt.desc()),
    index('booth_application_retention_idx').on(t.editionEndsAt),
  ],
)

/** An application's history: status changes, assignments and internal notes, with who and when. */
export const boothApplicationEvent = pgTable(
  'booth_application_event',
  {
    id: id(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => boothApplication.id, { onDelete: 'cascade' }),
    at: timestamptz('at').notNull().defaultNow(),
    actorEmail: text('actor_email').notNull(),
    kind: text('kind', { enum: APPLICATION_EVENT_KINDS }).notNull(),
    /** The new status (kind `status`), the new assignee's e-mail or null (kind `assign`), the note. */
    value: text('value'),
  },
  (t) => [
    oneOf('booth_application_event', t.kind, APPLICATION_EVENT_KINDS),
    index('booth_application_event_application_idx').on(t.applicationId, t.at),
  ],
)

/**
 * A booth of a hall plan (issue 27, ADR 034), in metres on the hall's grid: a rectangle (x, y from the
 * hall's top-left corner, width along x, depth along y) or, when `points` is set, a polygon whose
 * bounding box the rectangle is. One row has at most one exhibitor, so a booth can never be sold
 * twice; an exhibitor may hold several booths (a stand over two booths is common). `version` is the
 * optimistic lock: every back-office change is `UPDATE … WHERE id = $1 AND version = $2`, so of two
 * sales people assigning at once one wins and the other is told to reload.
 */
export const booth = pgTable(
  'booth',
  {
    id: id(),
    hall: text('hall').notNull(),
    number: text('number').notNull(),
    x: doublePrecision('x').notNull(),
    y: doublePrecision('y').notNull(),
    width: doublePrecision('width').notNull(),
    depth: doublePrecision('depth').notNull(),
    /** A polygon's corners `[[x, y], …]` in metres; null for a rectangle. */
    points: jsonb('points').$type<[number, number][]>(),
    areaSqm: doublePrecision('area_sqm').notNull(),
    boothType: text('booth_type', { enum: BOOTH_TYPES }).notNull(),
    placement: text('placement', { enum: BOOTH_PLACEMENTS }).notNull().default('row'),
    status: text('status', { enum: BOOTH_STATUSES }).notNull().default('available'),
    exhibitorId: integer('exhibitor_id').references(() => exhibitor.id, { onDelete: 'set null' }),
    /** The application a booth is held for (accepted in the inbox); its removal frees the link only. */
    applicationId: integer('application_id').references(() => boothApplication.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('booth_hall_number_unique').on(t.hall, t.number),
    oneOf('booth', t.boothType, BOOTH_TYPES),
    oneOf('booth', t.placement, BOOTH_PLACEMENTS),
    oneOf('booth', t.status, BOOTH_STATUSES),
    check('booth_size_check', sql`${t.width} > 0 and ${t.depth} > 0 and ${t.areaSqm} > 0`),
    // An exhibitor or an application holds a booth only while it is reserved or sold.
    check(
      'booth_holder_check',
      sql`(${t.exhibitorId} is null and ${t.applicationId} is null) or ${t.status} in ('reserved', 'sold')`,
    ),
    index('booth_exhibitor_idx').on(t.exhibitorId),
  ],
)

/** Fixed parts of a hall the plan draws (entrances, stage, cafe, toilets, pillars), in metres. */
export const hallFeature = pgTable(
  'hall_feature',
  {
    id: id(),
    hall: text('hall').notNull(),
    kind: text('kind', { enum: HALL_FEATURE_KINDS }).notNull(),
    x: doublePrecision('x').notNull(),
    y: doublePrecision('y').notNull(),
    width: doublePrecision('width').notNull(),
    depth: doublePrecision('depth').notNull(),
  },
  (t) => [oneOf('hall_feature', t.kind, HALL_FEATURE_KINDS), index('hall_feature_hall_idx').on(t.hall)],
)

/**
 * Mail to send (ADR 018): written in the same transaction as what it reports, then delivered by any
 * app process (claimed with SKIP LOCKED and a lease), retried with backoff while the SMTP server is
 * away. The rendered message is stored, so a retry sends exactly what was first written.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    createdAt: createdAt(),
    kind: text('kind', { enum: MAIL_KINDS }).notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post). */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    /** The same Message-ID on every attempt, so a receiver can drop a duplicate after a lost answer. */
    messageId: text('message_id').notNull().unique(),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    /** A process working on it until then; another may take it over afterwards. */
    lockedUntil: timestamptz('locked_until'),
    lastError: text('last_error'),
    sentAt: timestamptz('sent_at'),
    /**
     * Whose mail this is (`visitor_registration:42`), so one person's export lists it and their
     * erasure deletes it (ADR 037).
     */
    subjectKey: text('subject_key'),
  },
  (t) => [
    oneOf('mail_outbox', t.kind, MAIL_KINDS),
    oneOf('mail_outbox', t.status, MAIL_STATUSES),
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_subject_idx').on(t.subjectKey),
    /** The per-recipient cap on repeated mails (3 a day) counts by address. */
    index('mail_outbox_recipient_idx').on(sql`lower(${t.toAddress})`, t.createdAt),
  ],
)

// ---------------------------------------------------------------------------------------------------
// Trade-visitor pre-registration, badges and check-in (ADR 033)

/**
 * A trade visitor's registration for one edition. The badge token (128 random bits, base32) is the
 * badge itself: the QR code and the mailed link carry it, nothing personal. It is stored as it is
 * (a unique index), because the badge must be mailed again and printed at the door; the staff
 * devices' offline list holds only its SHA-256. Personal columns are nullable: the retention purge
 * empties them and keeps the row (type, country, interests, dates) for the counts.
 */
export const visitorRegistration = pgTable(
  'visitor_registration',
  {
    id: id(),
    edition: text('edition').notNull(),
    createdAt: createdAt(),
    lang: text('lang', { enum: LOCALES }).notNull(),
    /** Empty once erased or purged, so nothing kept can re-identify the row (ADR 037). */
    badgeToken: text('badge_token').unique(),
    status: text('status', { enum: REGISTRATION_STATUSES }).notNull().default('active'),
    /** The last day of the registration's show, kept with it: retention counts from here (ADR 037). */
    editionEndsAt: timestamptz('edition_ends_at').notNull(),
    /** When the visitor confirmed the address (the mailed link) or staff registered them at the desk. */
    confirmedAt: timestamptz('confirmed_at'),
    /** SHA-256 of the mailed confirmation token of a pending registration (never the token) and its expiry. */
    confirmTokenHash: text('confirm_token_hash').unique(),
    confirmExpiresAt: timestamptz('confirm_expires_at'),
    truename: text('truename'),
    /** E.164 (`+8613812345678`): one mobile per edition. */
    mobile: text('mobile'),
    email: text('email'),
    emailKey: text('email_key').generatedAlwaysAs(sql`lower(email)`),
    company: text('company'),
    jobTitle: text('job_title'),
    /** ISO 3166-1 alpha-2; `province` only for CN (GB/T 2260 two-digit code). */
    country: text('country').notNull(),
    province: text('province'),
    visitorType: text('visitor_type', { enum: VISITOR_TYPES }).notNull(),
    purchasingRole: text('purchasing_role', { enum: PURCHASING_ROLES }).notNull(),
    /** Industry codes of the industries tree. */
    interests: jsonb('interests').$type<string[]>().notNull().default([]),
    cancelledAt: timestamptz('cancelled_at'),
    /** Set by the retention purge or an erasure: the personal columns are empty from then on. */
    purgedAt: timestamptz('purged_at'),
  },
  (t) => [
    oneOf('visitor_registration', t.lang, LOCALES),
    oneOf('visitor_registration', t.status, REGISTRATION_STATUSES),
    oneOf('visitor_registration', t.visitorType, VISITOR_TYPES),
    oneOf('visitor_registration', t.purchasingRole, PURCHASING_ROLES),
    /**
     * One confirmed registration per address and edition; pending ones bind nothing (anyone can type
     * anyone's address). The mobile is data, not an identity: nothing here can confirm it (ADR 037).
     */
    uniqueIndex('visitor_registration_email_idx').on(t.edition, t.emailKey).where(sql`status <> 'pending'`),
    index('visitor_registration_mobile_idx').on(t.edition, t.mobile),
    index('visitor_registration_retention_idx').on(t.editionEndsAt),
    index('visitor_registration_created_idx').on(t.edition, t.createdAt),
  ],
)

/**
 * Consent evidence of a registration, one row per purpose and act (append-only: a trigger refuses
 * updates; rows go only with an erased registration).
 */
export const registrationConsent = pgTable(
  'registration_consent',
  {
    id: id(),
    registrationId: integer('registration_id')
      .notNull()
      .references(() => visitorRegistration.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: REGISTRATION_CONSENT_PURPOSES }).notNull(),
    at: timestamptz('at').notNull().defaultNow(),
    noticeVersion: text('notice_version').notNull(),
    source: text('source', { enum: CONSENT_SOURCES }).notNull(),
    lang: text('lang', { enum: LOCALES }).notNull(),
    /** The staff account that ticked the box with the visitor at the desk (source `desk`). */
    actorId: text('actor_id'),
  },
  (t) => [
    oneOf('registration_consent', t.purpose, REGISTRATION_CONSENT_PURPOSES),
    oneOf('registration_consent', t.source, CONSENT_SOURCES),
    oneOf('registration_consent', t.lang, LOCALES),
    index('registration_consent_registration_idx').on(t.registrationId),
  ],
)

/**
 * A badge's check-in: one row per badge (the primary key), so two doors or two offline devices
 * cannot both admit it; the earliest scan holds the row (ADR 033's reconciliation).
 */
export const visitorCheckIn = pgTable('visitor_check_in', {
  registrationId: integer('registration_id')
    .primaryKey()
    .references(() => visitorRegistration.id, { onDelete: 'cascade' }),
  scannedAt: timestamptz('scanned_at').notNull(),
  gate: text('gate').notNull(),
  scanId: text('scan_id').notNull(),
})

/**
 * Every scan as the doors sent it (repeats and refusals too), once per device-made scan id, so a
 * queue sent twice after a network drop counts once.
 */
export const badgeScan = pgTable(
  'badge_scan',
  {
    id: id(),
    scanId: text('scan_id').notNull().unique(),
    registrationId: integer('registration_id').references(() => visitorRegistration.id, { onDelete: 'cascade' }),
    scannedAt: timestamptz('scanned_at').notNull(),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
    gate: text('gate').notNull(),
    staffId: text('staff_id'),
    outcome: text('outcome', { enum: SCAN_OUTCOMES }).notNull(),
  },
  (t) => [oneOf('badge_scan', t.outcome, SCAN_OUTCOMES), index('badge_scan_time_idx').on(t.scannedAt)],
)

/**
 * The privacy notice of one form (who handles the data, purposes, categories, recipients, retention,
 * how to get or erase one's data), edited in the back office: each save is a new version, never an
 * update, so the version a consent names is the text the visitor read (ADR 037). Sanitised rich HTML
 * in both languages; `{retentionDays}` is filled from the settings when shown.
 */
export const privacyNotice = pgTable(
  'privacy_notice',
  {
    id: id(),
    form: text('form', { enum: PRIVACY_NOTICE_FORMS }).notNull(),
    version: integer('version').notNull(),
    bodyCn: text('body_cn').notNull(),
    bodyEn: text('body_en').notNull(),
    createdAt: createdAt(),
    actorId: text('actor_id'),
  },
  (t) => [
    oneOf('privacy_notice', t.form, PRIVACY_NOTICE_FORMS),
    uniqueIndex('privacy_notice_form_version_idx').on(t.form, t.version),
  ],
)

/** Registrations per day of earlier editions, for the dashboard's comparison (their rows are long purged). */
export const registrationDailyCount = pgTable(
  'registration_daily_count',
  {
    edition: text('edition').notNull(),
    /** Days before the show's first day (0 = the first day). */
    daysBefore: integer('days_before').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [uniqueIndex('registration_daily_count_idx').on(t.edition, t.daysBefore)],
)

// ---------------------------------------------------------------------------------------------------
// Shared server state (kept in the database so every app process sees the same values)

/** Fixed-window request counters per client and form, for 429 answers. */
export const rateLimitBucket = pgTable(
  'rate_limit_bucket',
  {
    key: text('key').primaryKey(),
    windowStart: timestamptz('window_start').notNull(),
    /** When the bucket's window ends: rules have windows of different lengths, so the sweep needs each one's end. */
    windowEndsAt: timestamptz('window_ends_at').notNull().defaultNow(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [index('rate_limit_bucket_window_end_idx').on(t.windowEndsAt)],
)

/** Upstream credentials with a lifetime (WeChat access_token, jsapi_ticket): fetched once, shared. */
export const cachedCredential = pgTable('cached_credential', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
})

// ---------------------------------------------------------------------------------------------------
// Back-office accounts (better-auth; ADR 015). The JS keys are the `modelName`s given to better-auth
// (src/admin/auth/auth.server.ts), which finds its tables by them; the `auth_` prefix keeps them apart
// (`user` is reserved in PostgreSQL) and out of the page cache's content version.

export const authUser = pgTable(
  'auth_user',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    role: text('role').notNull().default('editor'),
    banned: boolean('banned').default(false),
    banReason: text('ban_reason'),
    banExpires: timestamptz('ban_expires'),
    twoFactorEnabled: boolean('two_factor_enabled').default(false),
  },
  (t) => [oneOf('auth_user', t.role, ADMIN_ROLES)],
)

export const authSession = pgTable(
  'auth_session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamptz('expires_at').notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => authUser.id, { onDelete: 'cascade' }),
    impersonatedBy: text('impersonated_by'),
  },
  (t) => [index('auth_session_user_idx').on(t.userId)],
)

export const authAccount = pgTable(
  'auth_account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => authUser.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamptz('access_token_expires_at'),
    refreshTokenExpiresAt: timestamptz('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [index('auth_account_user_idx').on(t.userId)],
)

export const authVerification = pgTable(
  'auth_verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('auth_verification_identifier_idx').on(t.identifier)],
)

export const authTwoFactor = pgTable(
  'auth_two_factor',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => authUser.id, { onDelete: 'cascade' }),
    verified: boolean('verified').default(true),
    failedVerificationCount: integer('failed_verification_count').default(0),
    lockedUntil: timestamptz('locked_until'),
  },
  (t) => [index('auth_two_factor_user_idx').on(t.userId)],
)

/** better-auth's own limiter (per client and auth endpoint), exact across processes. */
export const authRateLimit = pgTable('auth_rate_limit', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
})

/** One stored rendition of a library picture: `key` in the media store, its width and format. */
export interface MediaVariant {
  key: string
  width: number
  height: number
  format: 'webp' | 'avif' | 'jpeg' | 'png'
  bytes: number
}

/**
 * The media library (ADR 016): an uploaded picture with its renditions (EXIF and GPS stripped,
 * several widths in WebP and AVIF, the original kept at full size), or a PDF kept as sent. The files
 * live in the media store (`$DATA_DIR/media` or S3); rows referencing one (a news cover) keep it from
 * being deleted.
 */
export const mediaAsset = pgTable(
  'media_asset',
  {
    id: id(),
    kind: text('kind', { enum: MEDIA_KINDS }).notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    /** SHA-256 of the bytes as uploaded: the same file twice is one asset. */
    sha256: text('sha256').notNull().unique(),
    width: integer('width'),
    height: integer('height'),
    /** The original (images: re-encoded without metadata) in the media store. */
    originalKey: text('original_key').notNull(),
    variants: jsonb('variants').$type<MediaVariant[]>().notNull().default([]),
    altCn: text('alt_cn').notNull().default(''),
    altEn: text('alt_en').notNull().default(''),
    createdBy: text('created_by').references(() => authUser.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [oneOf('media_asset', t.kind, MEDIA_KINDS), index('media_asset_created_idx').on(t.createdAt.desc())],
)

/**
 * Invitations to the back office (better-auth has none outside its organisation plugin): the link's
 * token is shown once to the inviting admin and stored only as its SHA-256; accepting claims the row.
 */
export const adminInvitation = pgTable(
  'admin_invitation',
  {
    id: id(),
    email: text('email').notNull(),
    role: text('role').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamptz('expires_at').notNull(),
    createdBy: text('created_by').references(() => authUser.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    acceptedAt: timestamptz('accepted_at'),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [oneOf('admin_invitation', t.role, ADMIN_ROLES), index('admin_invitation_email_idx').on(t.email)],
)

/**
 * An administrator's unsaved site settings, kept only so the public pages can be previewed with them
 * (`/preview/settings`) before they are saved; one per account, replaced by each preview. Not content:
 * nothing public reads it.
 */
export const adminSettingsDraft = pgTable('admin_settings_draft', {
  userId: text('user_id')
    .primaryKey()
    .references(() => authUser.id, { onDelete: 'cascade' }),
  values: jsonb('values').$type<Record<string, string>>().notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
})

/**
 * Who changed what in the back office, and how it was before and after. Append-only (a trigger
 * refuses UPDATE and DELETE); the actor is kept by id and e-mail, without a foreign key, so the log
 * outlives any account.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: id(),
    at: timestamptz('at').notNull().defaultNow(),
    actorId: text('actor_id'),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    oneOf('admin_audit_log', t.action, AUDIT_ACTIONS),
    index('admin_audit_log_entity_idx').on(t.entity, t.entityId, t.at),
    index('admin_audit_log_actor_idx').on(t.actorId, t.at),
  ],
)

// ---------------------------------------------------------------------------------------------------
// Bookkeeping

/**
 * An exhibitor import (ADR 021): the file's preview (one entry per row: what will happen or its
 * errors), then the rows to write, written in batches by any server process (claimed with a lease and
 * SKIP LOCKED); `processed` advances in the same transaction as each batch, so a restart resumes where
 * the last committed batch ended.
 */
export const importJob = pgTable(
  'import_job',
  {
    id: id(),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    actorId: text('actor_id'),
    actorEmail: text('actor_email').notNull(),
    fileName: text('file_name').notNull(),
    status: text('status', { enum: IMPORT_STATUSES }).notNull(),
    /** The preview shown to the editor (rows with errors, new and changed rows, counts). */
    preview: jsonb('preview').notNull(),
    /** The new and changed rows' column values, in file order; `processed` of them are written. */
    writes: jsonb('writes').notNull().default([]),
    total: integer('total').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: timestamptz('locked_until'),
    lastError: text('last_error'),
    finishedAt: timestamptz('finished_at'),
  },
  (t) => [oneOf('import_job', t.status, IMPORT_STATUSES), index('import_job_status_idx').on(t.status, t.id)],
)

/**
 * Which seed datasets have been applied. Seeding a dataset once (rather than whenever its table is
 * empty) means content an editor deliberately removed is not resurrected on the next restart, while
 * a table added by a later migration still receives its seed.
 */
export const seedHistory = pgTable('seed_history', {
  dataset: text('dataset').primaryKey(),
  appliedAt: timestamptz('applied_at').notNull().defaultNow(),
  details: jsonb('details').$type<{ rows: number }>(),
})
