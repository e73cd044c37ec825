import { ApiError } from '~/api/api-error.server'
import { formMessages } from '~/contracts/messages'
import {
  NOTICE_PLACEHOLDERS,
  type NoticeLabel,
  type NoticePlaceholder,
  noticeLabel,
  type PrivacyNoticeDto,
  type PrivacyNoticeForm,
  parseNoticeLabel,
} from '~/contracts/privacy-notice'
import { type Db, getDb } from '~/db/client.server'
import {
  currentNotice,
  hasNoticeVersion,
  noticeVersionNumbers,
  type StoredNotice,
} from '~/db/repositories/privacy-notices.server'
import { readSiteConfig, type SiteConfig } from '~/db/repositories/site-config.server'
import { DEFAULT_REGISTRATION_RETENTION_DAYS } from '~/db/repositories/visitor-registrations.server'
import { sanitizeRichHtml } from '~/db/sanitize.server'
import type { Locale } from '~/i18n/locales'
import { contentRead } from './db-read.server'

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')

/** The days the purge keeps a registration after its show (the setting, as the purge reads it). */
function retentionDays(config: SiteConfig): string {
  const days = Number(config.text.registration_retention_days)
  return String(Number.isInteger(days) && days > 0 ? days : DEFAULT_REGISTRATION_RETENTION_DAYS)
}

/** Each placeholder's text in a locale, from the settings. */
function placeholderValues(config: SiteConfig, locale: Locale): Record<NoticePlaceholder, string> {
  return {
    retentionDays: retentionDays(config),
    organiserName: config.text[`organiser_name_${locale}`] ?? '',
    organiserEmail: config.text.organiser_email ?? '',
    organiserPhone: config.text.organiser_phone ?? '',
  }
}

/**
 * The notice's HTML with its placeholders filled (escaped, so a setting is text, never markup) and
 * sanitised once more: what the page shows is still only the sanitiser's output.
 */
export function fillNotice(html: string, config: SiteConfig, locale: Locale) {
  const values = placeholderValues(config, locale)
  let filled = html
  for (const name of NOTICE_PLACEHOLDERS) filled = filled.replaceAll(`{${name}}`, escapeHtml(values[name]))
  return sanitizeRichHtml(filled)
}

/** A stored notice as a page shows it in `locale`; null when the form has none yet. */
export function displayedNotice(
  form: PrivacyNoticeForm,
  notice: StoredNotice | undefined,
  config: SiteConfig,
  locale: Locale,
): PrivacyNoticeDto | null {
  if (!notice) return null
  return {
    label: noticeLabel(form, notice.version),
    html: fillNotice(locale === 'cn' ? notice.bodyCn : notice.bodyEn, config, locale),
  }
}

/** The form's current notice as a page shows it in `locale`; null when the form has none yet. */
export async function readNoticeForDisplay(
  db: Db,
  form: PrivacyNoticeForm,
  locale: Locale,
): Promise<PrivacyNoticeDto | null> {
  const [notice, config] = await Promise.all([currentNotice(db, form), readSiteConfig(db)])
  return displayedNotice(form, notice, config, locale)
}

/**
 * Whether `label` (a form's hidden `noticeVersion`) names a version of `form`'s notice: one of
 * `known` (the versions as the content cache last read them), else, for a version saved in the last
 * seconds that another process may already show, one found in the database.
 */
export async function isShownNoticeVersion(
  db: Db,
  form: PrivacyNoticeForm,
  label: unknown,
  known: readonly number[],
): Promise<boolean> {
  const named = parseNoticeLabel(label)
  if (named?.form !== form) return false
  return known.includes(named.version) || hasNoticeVersion(db, form, named.version)
}

/**
 * Every form that records consent checks this once its contract passed, before storing anything: the
 * post must name a version of the form's notice (the one its page showed), else it is refused as a
 * whole (400, nothing stored) and the visitor is asked to reload and read the notice again. Returns
 * the label to store.
 */
export async function requireShownNotice(form: PrivacyNoticeForm, label: unknown): Promise<NoticeLabel> {
  const named = parseNoticeLabel(label)
  if (named?.form === form) {
    // The same for every visitor: read through the content cache, dropped when a version is saved.
    const known = await contentRead('privacy-notice-versions', { form }, (db) => noticeVersionNumbers(db, form))
    if (await isShownNoticeVersion(await getDb(), form, label, known)) return noticeLabel(form, named.version)
  }
  throw new ApiError(400, formMessages.noticeVersionUnknown)
}

/**
 * A form's field errors as its page shows them: the notice's version is no field a visitor can
 * correct (a re-rendered page carries the current one), so it is left out; when it was the only
 * error, the post is refused as a whole, asking to reload and read the notice again.
 */
export function fieldErrorsWithoutNotice(errors: Readonly<Record<string, string>>): Record<string, string> {
  const { noticeVersion, ...fields } = errors
  if (noticeVersion !== undefined && Object.keys(fields).length === 0)
    throw new ApiError(400, formMessages.noticeVersionUnknown)
  return fields
}
