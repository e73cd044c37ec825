import { createHash } from 'node:crypto'
import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { APIError, createAuthMiddleware } from 'better-auth/api'
import { admin, twoFactor } from 'better-auth/plugins'
import { createAccessControl } from 'better-auth/plugins/access'
import { defaultStatements } from 'better-auth/plugins/admin/access'
import { eq } from 'drizzle-orm'
import { consumeRateLimit, rateRuleFromEnv } from '~/api/rate-limit.server'
import { type Db, getDb } from '~/db/client.server'
import { flushWrites } from '~/db/durability.server'
import type { AuditAction } from '~/db/schema'
import * as schema from '~/db/schema'
import { recordAudit } from '../audit/audit.server'
import { deliverResetLink } from './reset-links.server'
import { authSecret } from './secret.server'

/** The header our route sets to the client address (TRUST_PROXY-aware); any client-sent copy is dropped. */
export const CLIENT_IP_HEADER = 'x-fair-client-ip'
const AUTH_BASE_PATH = '/api/auth'

/** Wrong passwords per account (whichever address they come from) before it is locked for a while. */
const ACCOUNT_SIGN_IN_LIMIT = { limit: 5, windowSeconds: 900 }

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
// The plugin's own permissions: admins manage accounts (never impersonate); editors and sales nothing.
const roles = {
  admin: ac.newRole({
    user: ['create', 'list', 'set-role', 'ban', 'get', 'update', 'set-password'],
    session: ['list', 'revoke', 'delete'],
  }),
  editor: ac.newRole({ user: [] }),
  sales: ac.newRole({ user: [] }),
}

const OWN_ACCOUNT_ACTIONS: Partial<Record<string, AuditAction>> = {
  '/change-password': 'password_change',
  '/revoke-sessions': 'sign_out_all',
  // With a session, a verified code is the enrolment's confirmation (signing in has no session yet).
  '/two-factor/verify-totp': 'two_factor_on',
  '/two-factor/disable': 'two_factor_off',
}

const actorOf = (user: { id: string; email: string }) => ({ id: user.id, email: user.email })

const accountKey = (email: unknown) =>
  `signin-account:${createHash('sha256')
    .update(
      String(email ?? '')
        .trim()
        .toLowerCase(),
    )
    .digest('hex')}`

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
      sendResetPassword: async ({ user, url }) => {
        await deliverResetLink(db, url, user.email)
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
      // Per account, which better-auth lacks: a guessing attack spread over many addresses still stops.
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-in/email') return
        const verdict = await consumeRateLimit(db, accountKey(ctx.body?.email), ACCOUNT_SIGN_IN_LIMIT)
        if (!verdict.allowed)
          throw new APIError(
            'TOO_MANY_REQUESTS',
            { code: 'ACCOUNT_LOCKED', message: 'Too many failed sign-ins for this account' },
            { 'retry-after': String(verdict.retryAfter) },
          )
      }),
      after: createAuthMiddleware(async (ctx) => {
        const newSession = ctx.context.newSession
        if (ctx.path === '/sign-in/email' && newSession) {
          await db.delete(schema.rateLimitBucket).where(eq(schema.rateLimitBucket.key, accountKey(ctx.body?.email)))
          await recordAudit(db, actorOf(newSession.user), {
            action: 'sign_in',
            entity: 'account',
            entityId: newSession.user.email,
          })
          return
        }
        // Changes to one's own account, made through better-auth's endpoints, that succeeded.
        const action = OWN_ACCOUNT_ACTIONS[ctx.path]
        const session = ctx.context.session
        if (action && session && !(ctx.context.returned instanceof APIError))
          await recordAudit(db, actorOf(session.user), { action, entity: 'account', entityId: session.user.email })
      }),
    },
    disabledPaths: [
      '/sign-up/email',
      '/admin/impersonate-user',
      '/admin/stop-impersonating',
      '/admin/create-user',
      '/admin/set-role',
      '/admin/ban-user',
      '/admin/unban-user',
      '/admin/remove-user',
      '/admin/set-user-password',
      '/admin/update-user',
    ],
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
    ],
  })
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

/** The public origin better-auth and the back office's links use (SITE_URL; `npm start` sets it). */
export function siteOriginFrom(env: Env = process.env): string {
  return new URL(env.SITE_URL?.trim() || `http://localhost:${env.PORT || 3000}`).origin
}

async function authEnvFrom(env: Env = process.env): Promise<AuthEnv> {
  return {
    siteOrigin: siteOriginFrom(env),
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
