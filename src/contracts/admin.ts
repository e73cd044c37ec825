import * as v from 'valibot'
import {
  ADMIN_ROLES,
  type AdminRole,
  type AuditAction,
  MEDIA_KINDS,
  type MediaKind,
  NEWS_CATEGORIES,
  NEWS_STATUSES,
  type NewsCategory,
  type NewsStatus,
} from '~/db/schema-enums'
import { PageParam } from './params'

/** The signed-in back-office user as the screens see it. */
export interface AdminViewer {
  email: string
  name: string
  role: AdminRole
  /** Two-factor authentication is on for this account. */
  twoFactor: boolean
  /** ADMIN_REQUIRE_2FA: an admin without two-factor may only set it up. */
  mustSetUpTwoFactor?: boolean
}

/** A row of the accounts screen. */
export interface AdminAccount extends AdminViewer {
  disabled: boolean
  twoFactor: boolean
  createdAt: string
}

/** Where sign-in may return to: a back-office screen or an editor's preview, never another origin. */
const AdminNextPath = v.pipe(
  v.string(),
  v.maxLength(512),
  v.regex(/^(?:\/admin(?:\/[A-Za-z0-9._~\-/]*)?|(?:\/en)?\/preview\/(?:news\/[1-9][0-9]{0,9}|settings))$/),
)

export const SignInSearch = v.object({ next: v.fallback(v.optional(AdminNextPath), undefined) })

/** better-auth's answers the sign-in screen reads (POST /api/auth/sign-in/email, /two-factor/verify-totp). */
export const AuthErrorAnswer = v.object({ code: v.optional(v.string()), message: v.optional(v.string()) })
export const SignInAnswer = v.union([
  v.object({ twoFactorRedirect: v.literal(true) }),
  v.object({ user: v.object({ email: v.string() }) }),
  v.object({ token: v.string() }),
])

const AdminRoleSchema = v.picklist(ADMIN_ROLES)

/** The back office's password rule: better-auth's createUser does not check length, so we do. */
const AdminPassword = v.pipe(v.string(), v.minLength(12), v.maxLength(128))

export const InviteInput = v.object({
  email: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(254), v.email()),
  role: AdminRoleSchema,
})

/** 32 random bytes, base64url. */
export const InvitationToken = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/))

export const AcceptInviteInput = v.object({
  token: InvitationToken,
  name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100)),
  password: AdminPassword,
})

export type InviteAnswer = { ok: true; link: string; expiresAt: string } | { ok: false; reason: 'account-exists' }
export type AcceptInviteAnswer = { ok: true } | { ok: false; reason: 'invalid-or-expired' | 'account-exists' }
interface InvitationPreview {
  email: string
  role: AdminRole
}

/** A row of the audit log screen; before/after as JSON text. */
export interface AuditEntry {
  at: string
  actorEmail: string
  action: AuditAction
  entity: string
  entityId: string | null
  before: string | null
  after: string | null
}

export const AuditFilter = v.object({
  actor: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(254))), undefined),
  entity: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(64))), undefined),
  id: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(128))), undefined),
})

const AccountEmail = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(254), v.email())

export const SetRoleInput = v.object({ email: AccountEmail, role: AdminRoleSchema })
export const SetDisabledInput = v.object({ email: AccountEmail, disabled: v.boolean() })
export const ResetLinkInput = v.object({ email: AccountEmail })

export type AccountChangeAnswer =
  | { ok: true }
  | { ok: false; reason: 'not-found' | 'own-account' | 'last-admin' | 'not-allowed' }
export type ResetLinkAnswer = { ok: true; link: string } | { ok: false; reason: 'not-found' }
/** A one-time link to set up two-factor authentication (ADR 030): shown once to the admin who asked. */
export type EnrolmentLinkAnswer = { ok: true; link: string } | { ok: false; reason: 'not-found' }

/** Starting one's own two-factor enrolment: the password again and, under ADMIN_REQUIRE_2FA, the link's token. */
export const TwoFactorStartInput = v.object({
  password: v.pipe(v.string(), v.maxLength(128)),
  enrolment: v.optional(InvitationToken),
})
export type TwoFactorStartAnswer =
  | { ok: true; totpURI: string; backupCodes: string[] }
  | { ok: false; reason: 'wrong-password' | 'link-needed' | 'already-on' }

/** A pending invitation on the accounts screen. */
export interface PendingInvitation {
  id: number
  email: string
  role: AdminRole
  invitedBy: string | null
  createdAt: string
  expiresAt: string
}
export const RevokeInvitationInput = v.object({ id: v.pipe(v.number(), v.integer(), v.minValue(1)) })
export type RevokeInvitationAnswer = { ok: true } | { ok: false; reason: 'not-found' }
/** What the accept screen learns about a link: whom it is for, or why it no longer works. */
export type InvitationLookup =
  | { state: 'open'; invitation: InvitationPreview }
  | { state: 'revoked' }
  | { state: 'invalid' }

// ---- News in the back office -------------------------------------------------------------------

/** A row of the news list. */
interface NewsListRow {
  id: number
  titleCn: string
  titleEn: string
  category: NewsCategory
  status: NewsStatus
  publishedAt: string
  /** Both languages have title, summary and body. */
  complete: boolean
}

export const NEWS_LIST_SORTS = ['newest', 'oldest', 'updated', 'title'] as const
export const NEWS_COMPLETENESS = ['complete', 'incomplete'] as const
export const NEWS_LIST_PAGE_SIZE = 50

const newsListFields = {
  q: v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))), undefined),
  status: v.fallback(v.optional(v.picklist(NEWS_STATUSES)), undefined),
  category: v.fallback(v.optional(v.picklist(NEWS_CATEGORIES)), undefined),
  /** Both languages filled in, or not. */
  languages: v.fallback(v.optional(v.picklist(NEWS_COMPLETENESS)), undefined),
  /** Absent: newest first. */
  sort: v.fallback(v.optional(v.picklist(NEWS_LIST_SORTS)), undefined),
}

/** The news list's search params (`?q=…&page=2`: strings in the URL, a bad value dropped). */
export const NewsListFilter = v.object({
  ...newsListFields,
  page: v.fallback(v.optional(PageParam), undefined),
})

/** What the list's server function takes: the same filter with the page as a number. */
export const NewsListRequest = v.object({
  ...newsListFields,
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(99_999))),
})

export interface NewsListAnswer {
  rows: NewsListRow[]
  total: number
  page: number
  pageSize: number
}

const text = (max: number) => v.pipe(v.string(), v.maxLength(max))

/** What the news editor sends; the bodies are untrusted HTML, sanitised on the server. */
export const NewsSaveInput = v.object({
  id: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647))),
  /** The version the editor loaded (absent for a new item). */
  version: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  category: v.picklist(NEWS_CATEGORIES),
  status: v.picklist(NEWS_STATUSES),
  publishedAt: v.pipe(v.string(), v.isoTimestamp()),
  titleCn: v.pipe(v.string(), v.trim(), v.maxLength(200)),
  titleEn: v.pipe(v.string(), v.trim(), v.maxLength(200)),
  summaryCn: text(500),
  summaryEn: text(500),
  bodyCn: text(200_000),
  bodyEn: text(200_000),
  /** A library picture as the cover; null removes it; absent leaves the cover as it is. */
  coverMediaId: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647)))),
})
export type NewsSaveInputValue = v.InferOutput<typeof NewsSaveInput>

/** An item as the editor shows it. */
export interface NewsEditable extends Omit<NewsSaveInputValue, 'id' | 'version' | 'coverMediaId'> {
  id: number
  version: number
  coverMediaId: number | null
  /** The cover as the public pages show it (a library picture's rendition or an older path). */
  coverImage: string | null
}

export type NewsSaveAnswer =
  | { ok: true; id: number; version: number }
  | { ok: false; reason: 'stale'; current: NewsEditable }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'title-missing' }
  | { ok: false; reason: 'cover-missing' }

// ---- Media library ----------------------------------------------------------------------------------

/** A file of the media library as its screen and the pickers show it. */
export interface MediaItem {
  id: number
  kind: MediaKind
  fileName: string
  contentType: string
  bytes: number
  width: number | null
  height: number | null
  altCn: string
  altEn: string
  /** Public URL of the file itself (for pictures: the cleaned original). */
  url: string
  /** A small rendition for lists and pickers (pictures only). */
  thumbnailUrl: string | null
  createdAt: string
  /** What uses it (e.g. `news 12`): while any, it cannot be deleted. */
  usedBy: string[]
}

export const MediaListFilter = v.object({
  q: v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))), undefined),
  kind: v.fallback(v.optional(v.picklist(MEDIA_KINDS)), undefined),
})

const MediaAltText = v.pipe(v.string(), v.trim(), v.maxLength(300))

/** The upload form as sent (multipart form data): the file and its alternative texts. */
export const MediaUploadForm = v.pipe(
  v.instance(FormData),
  v.transform((form) => ({ file: form.get('file'), altCn: form.get('altCn') ?? '', altEn: form.get('altEn') ?? '' })),
  v.object({ file: v.nullable(v.instance(File)), altCn: MediaAltText, altEn: MediaAltText }),
)

export type MediaUploadAnswer =
  | { ok: true; item: MediaItem; existing: boolean }
  | { ok: false; reason: 'no-file' | 'type' | 'mismatch' | 'too-large' | 'unreadable'; maxMegabytes: number }

export const MediaIdInput = v.object({ id: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647)) })
export type MediaDeleteAnswer =
  | { ok: true }
  | { ok: false; reason: 'in-use'; usedBy: string[] }
  | { ok: false; reason: 'not-found' }
