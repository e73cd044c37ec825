import { createHash } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { inArray } from 'drizzle-orm'
import { consumeRateLimit } from '~/api/rate-limit.server'
import { rateLimitIdentity } from '~/api/trusted-proxies'
import type { Db } from '~/db/client.server'
import { rateLimitBucket } from '~/db/schema'

/**
 * Failed sign-ins (a wrong password or a wrong second-factor code) are counted per account AND client
 * (ADR 030): one client that keeps guessing is refused for the rest of the window, but only that
 * client, so nobody can lock the owner out by guessing from elsewhere. Per account, whatever the
 * client, attempts are slowed down exponentially instead: a guessing attack spread over many
 * addresses still crawls, and the owner still gets in, after a wait of at most MAX_DELAY_MS.
 */
const PAIR_SIGN_IN_LIMIT = { limit: 5, windowSeconds: 900 }
const ACCOUNT_WINDOW = { limit: Number.MAX_SAFE_INTEGER, windowSeconds: 900 }
/** Failures per account (any client) answered at once; each further one doubles the wait. */
const FREE_FAILURES = 3
const BASE_DELAY_MS = 250
export const MAX_DELAY_MS = 10_000

/** How an e-mail address is compared everywhere in the back office: trimmed, lower-case. */
export const normaliseEmail = (raw: unknown): string =>
  String(raw ?? '')
    .trim()
    .toLowerCase()

const digest = (value: string) => createHash('sha256').update(value).digest('hex')
const accountKey = (email: string) => `signin-account:${digest(normaliseEmail(email))}`
const pairKey = (email: string, clientIp: string) =>
  `signin-pair:${digest(`${normaliseEmail(email)}\n${rateLimitIdentity(clientIp)}`)}`

/** The wait before an attempt, after `failures` failed attempts on the account in the window. */
export function accountDelayMs(failures: number): number {
  if (failures < FREE_FAILURES) return 0
  return Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** (failures - FREE_FAILURES))
}

export type SignInAttempt = { allowed: true } | { allowed: false; retryAfter: number }

/**
 * Counts one attempt (it stays counted until a complete sign-in clears it), waits as long as the
 * account's recent failures ask, or refuses this client for this account.
 */
export async function admitSignInAttempt(db: Db, email: string, clientIp: string): Promise<SignInAttempt> {
  const pair = await consumeRateLimit(db, pairKey(email, clientIp), PAIR_SIGN_IN_LIMIT)
  if (!pair.allowed) return { allowed: false, retryAfter: pair.retryAfter }
  const account = await consumeRateLimit(db, accountKey(email), ACCOUNT_WINDOW)
  const delay = accountDelayMs(account.hits - 1)
  if (delay > 0) await sleep(delay)
  return { allowed: true }
}

/** A complete sign-in (after the second factor where there is one) forgets the failures before it. */
export async function clearSignInFailures(db: Db, email: string, clientIp: string): Promise<void> {
  await db.delete(rateLimitBucket).where(inArray(rateLimitBucket.key, [pairKey(email, clientIp), accountKey(email)]))
}
