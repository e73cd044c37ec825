import * as v from 'valibot'
import { PRIVACY_NOTICE_FORMS, type PrivacyNoticeForm } from '~/contracts/privacy-notice'

/** Which form's notice the screen edits (`?form=`); the registration's by default. */
export const NoticeEditorSearch = v.object({
  form: v.optional(v.picklist(PRIVACY_NOTICE_FORMS)),
})

/** A notice's text is long but bounded: a page shows it beside a form. */
const NOTICE_MAX_LENGTH = 20_000

/**
 * A save: both languages, and the version the text was made from (0 when the form had none), so a
 * colleague's newer version is never silently followed by one made from an older text.
 */
export const NoticeSaveInput = v.object({
  form: v.picklist(PRIVACY_NOTICE_FORMS),
  baseVersion: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000_000)),
  bodyCn: v.pipe(v.string(), v.maxLength(NOTICE_MAX_LENGTH)),
  bodyEn: v.pipe(v.string(), v.maxLength(NOTICE_MAX_LENGTH)),
})
export type NoticeSaveInputValue = v.InferOutput<typeof NoticeSaveInput>

/**
 * Why a language's text was refused: empty; naming a placeholder the site does not fill; the
 * registration's notice without its retention (`{retentionDays}`), or another form's with it (the
 * setting is the registrations' retention, not theirs).
 */
const NOTICE_PROBLEMS = ['required', 'unknownPlaceholder', 'retentionMissing', 'retentionNotHere'] as const
export type NoticeProblem = (typeof NOTICE_PROBLEMS)[number]

interface NoticeVersionRow {
  version: number
  /** ISO instant. */
  createdAt: string
  actorEmail: string | null
}

export interface NoticeText {
  version: number
  bodyCn: string
  bodyEn: string
}

/** What the screen edits: the form's current text (none yet: empty) and every version saved. */
export interface NoticeEditorData {
  form: PrivacyNoticeForm
  current: NoticeText | null
  versions: NoticeVersionRow[]
}

export type NoticeSaveAnswer =
  | { ok: true; version: number; changed: boolean }
  /** A colleague saved a newer version meanwhile: theirs, for the editor to load or to save over. */
  | { ok: false; reason: 'stale'; current: NoticeText | null }
  | { ok: false; reason: 'invalid'; problems: Partial<Record<'bodyCn' | 'bodyEn', NoticeProblem>> }
