import * as v from 'valibot'
import { PRIVACY_NOTICE_FORMS, type PrivacyNoticeForm } from '~/db/schema-enums'
import { formMessages } from './messages'
import type { SafeHtml } from './safe-html'
import type { Translate } from './translate'

export { PRIVACY_NOTICE_FORMS, type PrivacyNoticeForm }

/**
 * How a consent names the notice it was given under: the form and the version (`registration/v2`).
 * The page carries it in a hidden field `noticeVersion`; the server stores it as sent once it has
 * checked that version exists, so the evidence is what the visitor read, not what was current when
 * the post arrived (ADR 037).
 */
export type NoticeLabel = `${PrivacyNoticeForm}/v${number}`

export const noticeLabel = (form: PrivacyNoticeForm, version: number): NoticeLabel => `${form}/v${version}`

/** Versions are small positive integers; the bound keeps a hostile value out of an `integer` column. */
const LABEL_RE = /^(registration|subscription|application)\/v([1-9]\d{0,8})$/

/** The form and version a label names, or null when it is not one. */
export function parseNoticeLabel(value: unknown): { form: PrivacyNoticeForm; version: number } | null {
  if (typeof value !== 'string') return null
  const match = LABEL_RE.exec(value)
  const form = PRIVACY_NOTICE_FORMS.find((known) => known === match?.[1])
  return form && match ? { form, version: Number(match[2]) } : null
}

/**
 * The hidden `noticeVersion` field of a form whose consent is given under `form`'s notice: a label of
 * that form (its existence is the server's check, `knownNoticeVersion`). Missing or malformed, the
 * visitor is asked to reload the page and read the notice again.
 */
export function noticeVersionField(t: Translate, form: PrivacyNoticeForm) {
  return v.pipe(
    v.optional(v.unknown(), ''),
    v.check((value) => parseNoticeLabel(value)?.form === form, t(formMessages.noticeVersionUnknown)),
    v.transform((value) => String(value)),
  )
}

/** A form's current notice as a page shows it: placeholders filled, sanitised, with its label. */
export interface PrivacyNoticeDto {
  label: NoticeLabel
  html: SafeHtml
}

/**
 * What a notice's text may say through the settings rather than in words that go stale: filled when
 * shown (the retention the purge applies, the organiser's name and contact). `{retentionDays}` is
 * the registrations' retention, so only the registration notice may use it, and it must.
 */
export const NOTICE_PLACEHOLDERS = ['retentionDays', 'organiserName', 'organiserEmail', 'organiserPhone'] as const
export type NoticePlaceholder = (typeof NOTICE_PLACEHOLDERS)[number]

/** The `{name}` placeholders a text uses, known or not, each once. */
export function placeholdersIn(html: string): string[] {
  return [...new Set([...html.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? ''))]
}
