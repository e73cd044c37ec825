/**
 * Closed value sets of the schema, free of any Drizzle import so client-side code (valibot
 * contracts, forms) can share them without pulling the database layer into the browser bundle.
 */
export { BOOTH_TYPES, type BoothType } from './booth-rules'

export const LOCALES = ['cn', 'en'] as const
export const NEWS_CATEGORIES = ['exhibition', 'trade', 'exhibitor'] as const
export const NEWS_STATUSES = ['published', 'draft'] as const
export const PARTNER_KINDS = ['organiser', 'patronage', 'certification', 'media', 'sister_fair', 'social'] as const
export const TRANSPORT_MODES = ['metro', 'maglev', 'bus', 'driving', 'taxi'] as const
export const TESTIMONIAL_KINDS = ['buyer', 'exhibitor'] as const

export type NewsCategory = (typeof NEWS_CATEGORIES)[number]
export type NewsStatus = (typeof NEWS_STATUSES)[number]
export type PartnerKind = (typeof PARTNER_KINDS)[number]
export type TransportMode = (typeof TRANSPORT_MODES)[number]
export type TestimonialKind = (typeof TESTIMONIAL_KINDS)[number]

/** site_config.type: 1 means the value lives in `content`; any other type uses `content_rich` (spec 3). */
export const CONFIG_TYPE_PLAIN = 1
export const CONFIG_TYPE_RICH = 2
