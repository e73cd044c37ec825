import * as v from 'valibot'

/**
 * The site settings an administrator edits (site_config's plain entries), described once: the
 * screen, its validation and the server's save all read this. `pair` is one entry per language
 * (`<key>_cn`, `<key>_en`); `datetime` is stored as Unix seconds and edited in Beijing time.
 */
export const SETTINGS = {
  edition: 'number',
  exhibition_start_time: 'datetime',
  exhibition_end_time: 'datetime',
  exhibition_date: 'pair',
  exhibition_hours: 'pair',
  exhibition_address: 'pair',
  venue_street_address: 'pair',
  // Empty: the header's and the visitor guide's buttons lead to the site's own registration (ADR 033).
  prereg_url: 'optionalHttps',
  prereg_promo_code: 'optional',
  registration_retention_days: 'number',
  // The next edition's show, when known: the closed registration page names it (ADR 037).
  next_exhibition_start_time: 'optionalDatetime',
  next_exhibition_end_time: 'optionalDatetime',
  organiser_name: 'pair',
  organiser_address: 'pair',
  organiser_phone: 'text',
  organiser_fax: 'optional',
  organiser_email: 'email',
  sales_email: 'optionalEmail',
  icp_record: 'text',
  icp_url: 'https',
  public_security_record: 'text',
  public_security_record_code: 'text',
  social_wechat_name: 'pair',
  social_wechat_qr: 'picture',
  social_weibo_name: 'pair',
  social_weibo_qr: 'picture',
  social_linkedin_name: 'pair',
  social_linkedin_qr: 'picture',
  share_image: 'optionalShareCard',
} as const satisfies Record<string, SettingKind>

export type SettingKind =
  | 'number'
  | 'datetime'
  | 'optionalDatetime'
  | 'pair'
  | 'https'
  | 'optionalHttps'
  | 'optional'
  | 'text'
  | 'email'
  | 'optionalEmail'
  | 'picture'
  | 'optionalShareCard'
export type SettingKey = keyof typeof SETTINGS

/** What a refused value is told (the screen words each code in the editor's language). */
export const SETTING_PROBLEMS = [
  'required',
  'number',
  'https',
  'email',
  'datetime',
  'tooLong',
  'endBeforeStart',
  'picture',
  'shareCard',
] as const
export type SettingProblem = (typeof SETTING_PROBLEMS)[number]

/** The form's values: one string per stored entry (`edition`, `exhibition_date_cn`, …). */
export type SettingsValues = Record<string, string>

/** The stored entries a setting is made of. */
export function entriesOf(key: SettingKey): string[] {
  return SETTINGS[key] === 'pair' ? [`${key}_cn`, `${key}_en`] : [key]
}

const text = (max: number) => v.pipe(v.string('required'), v.trim(), v.maxLength(max, 'tooLong'))
const required = (max: number) => v.pipe(text(max), v.nonEmpty('required'))

/**
 * A picture the site serves itself: the media library's (`/uploads/…`) or a built-in one (`/media/…`).
 * Never another origin: the QR codes and share cards are shown to every visitor.
 */
const SITE_PICTURE = /^\/(?:uploads|media)\/[\w./-]+\.(?:png|jpe?g|webp|avif|svg)$/i
/** WeChat and Open Graph show no SVG or AVIF: a share card is a JPEG, PNG or WebP of the site's. */
const SHARE_CARD = /^\/(?:uploads|media)\/[\w./-]+\.(?:png|jpe?g|webp)$/i
const noDotSegments = (path: string) => !path.split('/').includes('..')

const SCHEMA_OF_KIND: Record<SettingKind, v.GenericSchema<unknown, string>> = {
  number: v.pipe(text(4), v.regex(/^[1-9]\d{0,3}$/, 'number')),
  datetime: v.pipe(text(40), v.isoTimestamp('datetime')),
  optionalDatetime: v.union([v.literal(''), v.pipe(text(40), v.isoTimestamp('datetime'))], 'datetime'),
  pair: required(200),
  https: v.pipe(required(500), v.url('https'), v.startsWith('https://', 'https')),
  optionalHttps: v.union(
    [v.literal(''), v.pipe(text(500), v.url('https'), v.startsWith('https://', 'https'))],
    'https',
  ),
  optional: text(100),
  text: required(100),
  email: v.pipe(required(254), v.email('email')),
  optionalEmail: v.union([v.literal(''), v.pipe(text(254), v.email('email'))], 'email'),
  picture: v.pipe(required(500), v.regex(SITE_PICTURE, 'picture'), v.check(noDotSegments, 'picture')),
  optionalShareCard: v.union(
    [v.literal(''), v.pipe(text(500), v.regex(SHARE_CARD, 'shareCard'), v.check(noDotSegments, 'shareCard'))],
    'shareCard',
  ),
}

const entries: Record<string, v.GenericSchema<unknown, string>> = {}
for (const key of Object.keys(SETTINGS) as SettingKey[])
  for (const entry of entriesOf(key)) entries[entry] = SCHEMA_OF_KIND[SETTINGS[key]]

/** Whether an optional date-time kind is stored as Unix seconds, like `datetime`. */
export const isDatetimeKind = (kind: SettingKind) => kind === 'datetime' || kind === 'optionalDatetime'

/** Every entry present and valid; a show may not end before it starts (the next one's if both are set). */
export const SettingsInput = v.pipe(
  v.strictObject(entries),
  v.forward(
    v.check(
      (values) => Date.parse(values.exhibition_end_time ?? '') >= Date.parse(values.exhibition_start_time ?? ''),
      'endBeforeStart',
    ),
    ['exhibition_end_time'],
  ),
  v.forward(
    v.check(
      (values) =>
        !values.next_exhibition_start_time ||
        !values.next_exhibition_end_time ||
        Date.parse(values.next_exhibition_end_time) >= Date.parse(values.next_exhibition_start_time),
      'endBeforeStart',
    ),
    ['next_exhibition_end_time'],
  ),
)

export type SettingsSaveAnswer = { ok: true } | { ok: false; problems: Record<string, SettingProblem> }
