import * as v from 'valibot'
import type { AdminRole } from '~/db/schema-enums'

/** The signed-in back-office user as the screens see it. */
export interface AdminViewer {
  email: string
  name: string
  role: AdminRole
  /** Two-factor authentication is on for this account. */
  twoFactor: boolean
  /** ADMIN_REQUIRE_2FA: an account that reads personal data, without two-factor, may only set it up. */
  mustSetUpTwoFactor?: boolean
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

/** The back office's password rule: better-auth's createUser does not check length, so we do. */
export const AdminPassword = v.pipe(v.string(), v.minLength(12), v.maxLength(128))

/** 32 random bytes, base64url. */
export const InvitationToken = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/))

/** A one-time link to set up two-factor authentication (ADR 030): shown once to the admin who asked. */
export type EnrolmentLinkAnswer = { ok: true; link: string } | { ok: false; reason: 'not-found' }

/** Starting one's own two-factor enrolment: the password again and, under ADMIN_REQUIRE_2FA, the link's token. */
export const TwoFactorStartInput = v.object({
  password: v.pipe(v.string(), v.maxLength(128)),
  enrolment: v.optional(InvitationToken),
})
export type TwoFactorStartAnswer =
  | { ok: true; totpURI: string; backupCodes: string[] }
  | { ok: false; reason: 'wrong-password' | 'link-needed' | 'already-on' | 'locked' }
