import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { SettingKey, SettingProblem } from './contract'

/** The settings screen's words, shared by the screen and the parts it is composed of. */
export const settingsText = {
  title: msg`Site settings`,
  intro: msg`What every page shows about this year's fair. A saved change is on the public site within seconds.`,
  chinese: msg`Chinese`,
  english: msg`English`,
  saved: msg`Saved. The public pages show it within seconds.`,
  invalid: msg`Some values need correcting; see the marked fields.`,
  failed: msg`The settings could not be saved. What you typed is still here; please try again.`,
  preview: msg`Preview before saving`,
  previewReady: msg`The preview shows these values; nothing is saved yet. Open it:`,
  previewChinese: msg`Chinese home page (opens in a new tab)`,
  previewEnglish: msg`English home page (opens in a new tab)`,
  previewFailed: msg`The preview could not be prepared. What you typed is still here; please try again.`,
}

/** The form's fieldsets, in order: every setting has its place in one (the compiler checks it below). */
export const groups = [
  {
    legend: msg`The show`,
    keys: [
      'edition',
      'exhibition_start_time',
      'exhibition_end_time',
      'exhibition_date',
      'exhibition_hours',
      'exhibition_address',
      'venue_street_address',
    ],
  },
  {
    legend: msg`Visitor registration`,
    keys: [
      'prereg_url',
      'prereg_promo_code',
      'registration_retention_days',
      'next_exhibition_start_time',
      'next_exhibition_end_time',
    ],
  },
  {
    legend: msg`Organiser and contacts`,
    keys: ['organiser_name', 'organiser_address', 'organiser_phone', 'organiser_fax', 'organiser_email', 'sales_email'],
  },
  {
    legend: msg`Filing numbers`,
    keys: ['icp_record', 'icp_url', 'public_security_record', 'public_security_record_code'],
  },
  {
    legend: msg`Social accounts (footer and QR codes)`,
    keys: [
      'social_wechat_name',
      'social_wechat_qr',
      'social_weibo_name',
      'social_weibo_qr',
      'social_linkedin_name',
      'social_linkedin_qr',
    ],
  },
  { legend: msg`Sharing`, keys: ['share_image'] },
] as const satisfies readonly { legend: MessageDescriptor; keys: readonly SettingKey[] }[]

export const labels: Record<SettingKey, MessageDescriptor> = {
  edition: msg`Edition (number)`,
  exhibition_start_time: msg`Opens (Beijing time; the countdown's target)`,
  exhibition_end_time: msg`Closes (Beijing time)`,
  exhibition_date: msg`Dates as shown`,
  exhibition_hours: msg`Opening hours`,
  exhibition_address: msg`Hall and venue`,
  venue_street_address: msg`Venue street address`,
  prereg_url: msg`Pre-registration link (https)`,
  prereg_promo_code: msg`Promotion code`,
  registration_retention_days: msg`Days after the show that registrations keep personal data`,
  next_exhibition_start_time: msg`Next show opens (Beijing time; optional, shown once registration has closed)`,
  next_exhibition_end_time: msg`Next show closes (Beijing time; optional)`,
  organiser_name: msg`Organiser`,
  organiser_address: msg`Organiser's address`,
  organiser_phone: msg`Phone`,
  organiser_fax: msg`Fax`,
  organiser_email: msg`Contact e-mail`,
  sales_email: msg`Sales e-mail (booth application notices; empty: the contact e-mail)`,
  icp_record: msg`ICP filing number`,
  icp_url: msg`ICP filing link (https)`,
  public_security_record: msg`Public security filing`,
  public_security_record_code: msg`Public security filing code`,
  social_wechat_name: msg`WeChat official account`,
  social_wechat_qr: msg`WeChat QR code (path of a library picture)`,
  social_weibo_name: msg`Weibo account`,
  social_weibo_qr: msg`Weibo QR code (path of a library picture)`,
  social_linkedin_name: msg`LinkedIn page`,
  social_linkedin_qr: msg`LinkedIn QR code (path of a library picture)`,
  share_image: msg`Share card for WeChat and social networks (JPEG, PNG or WebP from the library, 1200×630; empty: the built-in card)`,
}

export const problemText: Record<SettingProblem, MessageDescriptor> = {
  required: msg`Fill this in.`,
  number: msg`Enter a whole number.`,
  https: msg`Enter a link that starts with https://.`,
  email: msg`Enter an e-mail address.`,
  datetime: msg`Enter a date and time.`,
  tooLong: msg`This is too long.`,
  endBeforeStart: msg`The show cannot close before it opens.`,
  picture: msg`Enter the path of a picture of this site, e.g. /uploads/… from the media library.`,
  shareCard: msg`Enter the path of a JPEG, PNG or WebP picture of this site, or leave it empty.`,
}

/** Fails to compile while a setting has no place on the form. */
type Unplaced = Exclude<SettingKey, (typeof groups)[number]['keys'][number]>
void (true satisfies [Unplaced] extends [never] ? true : never)
