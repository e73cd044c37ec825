import { type BetterAuthPlugin, betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api'
import { admin, twoFactor } from 'better-auth/plugins'
import { createAccessControl } from 'better-auth/plugins/access'
import { defaultStatements } from 'better-auth/plugins/admin/access'
import { and, eq, like, ne } from 'drizzle-orm'
import { rateRuleFromEnv } from '~/api/rate-limit.server'
import { type Db, getDb } from '~/db/client.server'
import { flushWrites } from '~/db/durability.server'
import type { AuditAction } from '~/db/schema'
import * as schema from '~/db/schema'
import { siteOrigin } from '~/server/site-origin.server'
import { recordAudit } from '../audit/audit.server'
import { DISABLED_AUTH_PATHS } from './auth-paths'
import { deliverResetLink } from './reset-links.server'
import { authSecret } from './secret.server'
import { admitSignInAttempt, clearSignInFailures, normaliseEmail } from './sign-in-guard.server'

/** The header our route sets to the client address (TRUST_PROXY-aware); any client-sent copy is dropped. */
export const CLIENT_IP_HEADER = 'x-fair-client-ip'
export const AUTH_BASE_PATH = '/api/auth'

export interface AuthEnv {
  /** The public origin (SITE_URL): better-auth's base URL and only trusted origin. */
  siteOrigin: string
  secret: string
  /** A session unused this long ends (sliding). */
  idleSeconds: number
  /** Wrong passwords per client address and window (better-auth's own limiter). */
  signInPerClient: { max: number; window: number }
}

const ac = createAccessControl(defaultStatements)
// The plugin's own permissions: admins manage accounts (never impersonate); editors, sales and staff nothing.
const roles = {
  admin: ac.newRole({
    user: ['create', 'list', 'set-role', 'ban', 'get', 'update', 'set-password'],
    session: ['list', 'revoke', 'delete'],
  }),
  editor: ac.newRole({ user: [] }),
  sales: ac.newRole({ user: [] }),
  staff: ac.newRole({ user: [] }),
}

const OWN_ACCOUNT_ACTIONS: Partial<Record<string, AuditAction>> = {
  '/change-password': 'password_change',
  '/revoke-sessions': 'sign_out_all',
  // With a session, a verified code is the enrolment's confirmation (signing in has no session yet).
  '/two-factor/verify-totp': 'two_factor_on',
  '/two-factor/disable': 'two_factor_off',
}

const actorOf = (user: { id: string; email: string }) => ({ id: user.id, email: user.email })

const SECOND_FACTOR_STEPS = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code'])
const SIGN_IN_STEPS = new Set(['/sign-in/email', ...SECOND_FACTOR_STEPS])
/**
 * A signed-in account's own steps that check its password again: a wrong one counts against the
 * account's lock-out like a wrong sign-in, or a stolen session would guess the password freely.
 */
const OWN_PASSWORD_CHECKS = new Set(['/change-password', '/two-factor/disable', '/two-factor/enable'])

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0]

/** The page that sets a new password; the token rides in the fragment, which no server or log sees. */
function resetLink(siteOrigin: string, token: string): string {
  const link = new URL('/admin/reset-password', siteOrigin)
  link.hash = `token=${token}`
  return link.href
}

const clientIpOf = (ctx: { headers?: Headers | undefined }) => ctx.headers?.get(CLIENT_IP_HEADER) ?? 'unknown'

/**
 * The account a password or code check is for: the typed address for the sign-in's password, the
 * signed-in account for its own password checks, and for the second factor the account behind the
 * pending two-factor cookie (undefined with a session: that is an enrolment).
 */
async function guardedAccountOf(ctx: HookContext): Promise<string | undefined> {
  // Only an address counts: the endpoint refuses anything else before a password is compared.
  if (ctx.path === '/sign-in/email')
    return /^[^@\s]+@[^@\s]+$/.test(normaliseEmail(ctx.body?.email)) ? normaliseEmail(ctx.body?.email) : undefined
  if (ctx.path && OWN_PASSWORD_CHECKS.has(ctx.path)) {
    const session = await getSessionFromCtx(ctx)
    return session ? normaliseEmail(session.user.email) : undefined
  }
  if (!ctx.path || !SECOND_FACTOR_STEPS.has(ctx.path)) return undefined
  const cookie = ctx.context.createAuthCookie('two_factor')
  const pending = await ctx.getSignedCookie(cookie.name, ctx.context.secret)
  if (!pending) return undefined
  const verification = await ctx.context.internalAdapter.findVerificationValue(pending)
  const user = verification ? await ctx.context.internalAdapter.findUserById(verification.value) : null
  return user?.email ? normaliseEmail(user.email) : undefined
}

export function createAuth(db: Db, env: AuthEnv) {
  const https = env.siteOrigin.startsWith('https://')
  return betterAuth({
    appName: 'China Organic Food Expo',
    baseURL: env.siteOrigin,
    basePath: AUTH_BASE_PATH,
    secret: env.secret,
    database: drizzleAdapter(db, { provider: 'pg', schema }),
    user: { modelName: 'authUser' },
    session: {
      modelName: 'authSession',
      expiresIn: env.idleSeconds,
      updateAge: Math.min(300, env.idleSeconds),
      // No cookie cache: a disabled account or a changed role applies to the very next request.
    },
    account: { modelName: 'authAccount' },
    verification: { modelName: 'authVerification' },
    emailAndPassword: {
      enabled: true,
      // Accounts come from ADMIN_EMAIL/ADMIN_PASSWORD on first start and from invitations.
      disableSignUp: true,
      minPasswordLength: 12,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      // Mailed, or handed over by an admin by phone or WeChat: a day to use it.
      resetPasswordTokenExpiresIn: 24 * 3600,
      // Our own link, the token in its fragment (better-auth's puts it in a path: ADR 030); issuing
      // it kills the account's older reset links.
      sendResetPassword: async ({ user, token }) => {
        await db
          .delete(schema.authVerification)
          .where(
            and(
              eq(schema.authVerification.value, user.id),
              like(schema.authVerification.identifier, 'reset-password:%'),
              ne(schema.authVerification.identifier, `reset-password:${token}`),
            ),
          )
        await deliverResetLink(db, resetLink(env.siteOrigin, token), user.email)
        await flushWrites(db)
      },
    },
    rateLimit: {
      // better-auth limits only in production by default; tests must meet the same limits.
      enabled: true,
      storage: 'database',
      modelName: 'authRateLimit',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': env.signInPerClient,
        '/two-factor/verify-totp': { window: 300, max: 10 },
        '/two-factor/verify-backup-code': { window: 300, max: 5 },
        // Each request mails someone: a few per client and 10 minutes.
        '/request-password-reset': { window: 600, max: 5 },
      },
    },
    hooks: {
      // Per account and client, which better-auth lacks (sign-in-guard.server.ts, ADR 030).
      before: createAuthMiddleware(async (ctx) => {
        const email = await guardedAccountOf(ctx)
        if (!email) return
        const verdict = await admitSignInAttempt(db, email, clientIpOf(ctx))
        if (!verdict.allowed)
          throw new APIError(
            'TOO_MANY_REQUESTS',
            { code: 'ACCOUNT_LOCKED', message: 'Too many failed sign-ins for this account from this address' },
            { 'retry-after': String(verdict.retryAfter) },
          )
      }),
      after: createAuthMiddleware(async (ctx) => {
        // Changes to one's own account, made through better-auth's endpoints, that succeeded.
        const action = OWN_ACCOUNT_ACTIONS[ctx.path]
        const session = ctx.context.session
        const succeeded = session && !(ctx.context.returned instanceof APIError)
        if (action && succeeded)
          await recordAudit(db, actorOf(session.user), { action, entity: 'account', entityId: session.user.email })
        // A proven password forgets the failures before it, as a complete sign-in does.
        if (succeeded && OWN_PASSWORD_CHECKS.has(ctx.path))
          await clearSignInFailures(db, session.user.email, clientIpOf(ctx))
      }),
    },
    disabledPaths: [...DISABLED_AUTH_PATHS],
    telemetry: { enabled: false },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // `__Host-` cookies over HTTPS: better-auth only knows `__Secure-`, so the prefix is ours and
      // `secure` is set explicitly (ADR 015). No Domain attribute, or browsers drop `__Host-` cookies.
      ...(https
        ? {
            useSecureCookies: false,
            cookiePrefix: '__Host-fair',
            defaultCookieAttributes: { secure: true, httpOnly: true, sameSite: 'lax' as const, path: '/' },
          }
        : { cookiePrefix: 'fair' }),
    },
    plugins: [
      admin({ ac, roles, adminRoles: ['admin'], defaultRole: 'editor' }),
      twoFactor({
        issuer: 'China Organic Food Expo',
        schema: { twoFactor: { modelName: 'authTwoFactor' } },
      }),
      completeSignIns(db),
    ],
  })
}

/**
 * A sign-in is complete when a session exists after the last step it needs: the password alone for an
 * account without two-factor, else the code. Only then is it audited and are the failures before it
 * forgotten. A plugin after `twoFactor`, whose hook drops the password step's session while a code is
 * due, so `newSession` here is only ever a complete one.
 */
function completeSignIns(db: Db) {
  return {
    id: 'fair-complete-sign-in',
    hooks: {
      after: [
        {
          matcher: (ctx: { path?: string }) => SIGN_IN_STEPS.has(ctx.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const newSession = ctx.context.newSession
            // With a session, a verified code confirms an enrolment (audited as two_factor_on).
            if (!newSession || ctx.context.session) return
            await clearSignInFailures(db, newSession.user.email, clientIpOf(ctx))
            await recordAudit(db, actorOf(newSession.user), {
              action: 'sign_in',
              entity: 'account',
              entityId: newSession.user.email,
            })
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin
}

export type Auth = ReturnType<typeof createAuth>

type Env = Readonly<Record<string, string | undefined>>

function positiveNumber(raw: string | undefined, fallback: number): number {
  const value = Number(raw)
  return raw?.trim() && Number.isFinite(value) && value > 0 ? value : fallback
}

/** `AUTH_SIGN_IN_PER_CLIENT=attempts/windowSeconds`, default 10 per 15 minutes per client address. */
function signInPerClientFrom(raw: string | undefined): { max: number; window: number } {
  const rule = rateRuleFromEnv(raw, { limit: 10, windowSeconds: 900 })
  return { max: rule.limit, window: rule.windowSeconds }
}

async function authEnvFrom(env: Env = process.env): Promise<AuthEnv> {
  return {
    siteOrigin: siteOrigin(undefined, env),
    secret: await authSecret(env),
    idleSeconds: Math.round(positiveNumber(env.ADMIN_SESSION_IDLE_MINUTES, 240) * 60),
    signInPerClient: signInPerClientFrom(env.AUTH_SIGN_IN_PER_CLIENT),
  }
}

let instance: Promise<Auth> | undefined

/** One instance per process, created once the database is open (getDb is lazy). */
export function getAuth(): Promise<Auth> {
  if (!instance) {
    instance = Promise.all([getDb(), authEnvFrom()]).then(([db, env]) => createAuth(db, env))
    instance.catch(() => {
      instance = undefined
    })
  }
  return instance
}
