import { lt, sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { rateLimitBucket } from '~/db/schema'

export interface RateLimitRule {
  limit: number
  windowSeconds: number
}

export interface RateLimitVerdict {
  allowed: boolean
  /** Seconds until the current window ends (for `Retry-After`). */
  retryAfter: number
  /** Hits in the current window, this one included. */
  hits: number
}

/**
 * Fixed-window counter kept in the database, so every app process behind the proxy counts the
 * same visitor together. One statement per request: an upsert that starts a new window or adds a hit.
 */
export async function consumeRateLimit(
  db: Db,
  key: string,
  rule: RateLimitRule,
  now = Date.now(),
): Promise<RateLimitVerdict> {
  const windowMs = rule.windowSeconds * 1000
  const windowStart = new Date(Math.floor(now / windowMs) * windowMs)
  const windowEndsAt = new Date(windowStart.getTime() + windowMs)
  const [row] = await db
    .insert(rateLimitBucket)
    .values({ key, windowStart, windowEndsAt, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimitBucket.key,
      set: {
        hits: sql`case when ${rateLimitBucket.windowStart} = excluded.window_start then ${rateLimitBucket.hits} + 1 else 1 end`,
        windowStart: sql`excluded.window_start`,
        windowEndsAt: sql`excluded.window_ends_at`,
      },
    })
    .returning({ hits: rateLimitBucket.hits })
  const retryAfter = Math.max(1, Math.ceil((windowEndsAt.getTime() - now) / 1000))
  // Ended windows are dead weight; sweeping on a small share of requests keeps the table small.
  // Each bucket's own end counts: a rule's window may be longer than another's (a day, a year).
  if (Math.random() < 0.01) await db.delete(rateLimitBucket).where(lt(rateLimitBucket.windowEndsAt, new Date(now)))
  const hits = row?.hits ?? 1
  return { allowed: hits <= rule.limit, retryAfter, hits }
}

/** A `limit/windowSeconds` setting (`RATE_LIMIT_FORMS`, `AUTH_SIGN_IN_PER_CLIENT`), or the fallback. */
export function rateRuleFromEnv(raw: string | undefined, fallback: RateLimitRule): RateLimitRule {
  const match = /^(\d+)\/(\d+)$/.exec(raw?.trim() ?? '')
  if (!match) return fallback
  return { limit: Number(match[1]), windowSeconds: Number(match[2]) }
}

/** `RATE_LIMIT_FORMS=limit/windowSeconds`, default 10 submissions per 10 minutes per client and form. */
export function formRateLimitFromEnv(raw = process.env.RATE_LIMIT_FORMS): RateLimitRule {
  return rateRuleFromEnv(raw, { limit: 10, windowSeconds: 600 })
}
