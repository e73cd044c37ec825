import { and, count, countDistinct, eq, like } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { saveConfigEntry } from '~/db/repositories/site-config.server'
import { badgeScan, mailOutbox, visitorCheckIn, visitorRegistration } from '~/db/schema'
import { CONFIG_TYPE_PLAIN } from '~/db/schema-enums'
import { type RunningServer, startServer } from '../../scripts/lib/production-server.ts'
import { TEST_ADMIN_ENV } from '../support/admin'
import { inputValue } from '../support/html'
import { callServerFn } from '../support/server-fn-call'
import { firstAdminCreated, serverFnPath, signInCookie } from '../support/uploads'
import { clientIp, postgresDatabase, postJsonLight, uniqueTag } from './support'

/**
 * The fair's opening morning (issue 26): two app processes on one PostgreSQL, a burst of trade
 * visitors registering at REGISTRATION_RATE a second, each then opening the code mailed to them at
 * the same rate (ADR 037), then 30 door scanners at one scan a second each, many badges scanned at
 * several doors at once. Nothing acknowledged is lost, no badge is issued twice, each badge is
 * admitted once. `npm run bench` (BENCH_ONLY=registration) runs it at full length against the target
 * itself (p99 < 300 ms: the bench fails when it is missed); in CI it runs a shorter while, bound at
 * three times the target.
 */
const REGISTRATION_RATE = Number(process.env.REGISTRATION_LOAD_RATE ?? 200)
const REGISTRATION_SECONDS = Number(process.env.REGISTRATION_LOAD_SECONDS ?? 2)
/**
 * A first burst of the same rate, of other visitors, before the measured one: the opening morning's
 * processes have served for a while, and a fresh process's first seconds at this rate are its JIT
 * compiler's (ADR 042). `npm run bench` sets 0: its run starts on fresh processes and counts them.
 */
const WARM_UP_SECONDS = Number(process.env.REGISTRATION_WARM_UP_SECONDS ?? 2)
const SCANNERS = 30
const SCAN_SECONDS = Number(process.env.SCAN_LOAD_SECONDS ?? 4)
/** One registration in this many is sent twice (a double tap, a retry): it must change nothing. */
const REPEAT_EVERY = 20
/** The target, and the bound asserted: the target itself in the bench, three times it in CI (a shared machine). */
const P99_TARGET_MS = 300
const P99_BOUND_MS = Number(process.env.REGISTRATION_LOAD_P99_BOUND_MS ?? 3 * P99_TARGET_MS)
const CHECK_IN_SCAN = serverFnPath('src/admin/check-in/check-in.functions.ts', 'checkInScan')

/** The confirmation's answer, as far as this test reads it. */
const ConfirmAnswer = v.object({ data: v.nullable(v.object({ badge: v.optional(v.string()) })) })

/** Whose registrations: the warm-up burst's or the measured one's. */
type Group = 'warm' | 'load'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const p = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((q / 100) * sorted.length) - 1)] ?? 0
}
const figures = (values: number[]) =>
  `p50 ${p(values, 50).toFixed(0)} ms, p99 ${p(values, 99).toFixed(0)} ms, max ${p(values, 100).toFixed(0)} ms`

/** Runs `send(i)` at `rate` a second for `seconds` (an open loop: a slow answer never delays the next). */
async function openLoop(rate: number, seconds: number, send: (i: number) => Promise<void>): Promise<void> {
  const started = performance.now()
  const sent: Promise<void>[] = []
  for (let i = 0; i < rate * seconds; i++) {
    const due = started + (i * 1000) / rate
    const wait = due - performance.now()
    if (wait > 1) await sleep(wait)
    sent.push(send(i))
  }
  await Promise.all(sent)
}

describe('registrations and door scans at the opening, two processes on PostgreSQL', () => {
  let db: Awaited<ReturnType<typeof postgresDatabase>>
  let apps: RunningServer[] = []

  beforeAll(async () => {
    db = await postgresDatabase()
    // A show a month from now, as the organiser sets it: registration closes once the show has ended.
    const now = Math.floor(Date.now() / 1000)
    for (const [code, days] of [
      ['exhibition_start_time', 30],
      ['exhibition_end_time', 33],
    ] as const)
      await saveConfigEntry(db.handle.db, { code, type: CONFIG_TYPE_PLAIN, value: String(now + days * 86_400) })
    const env = {
      DATABASE_URL: db.url,
      TRUST_PROXY: '1',
      // Every visitor its own address here; the per-client limit itself is tested elsewhere.
      RATE_LIMIT_FORMS: '1000/60',
      AUTH_SIGN_IN_PER_CLIENT: '1000/60',
      DB_POOL_MAX: '8',
      LOG_REQUESTS: '0',
      // The minimum fill time is the form's, not the load's: every visitor here sends at once.
      FORM_MIN_FILL_MS: '0',
    }
    // One process creates the first admin (the door's account here); the other starts beside it.
    const first = await startServer({ ...env, ...TEST_ADMIN_ENV })
    await firstAdminCreated(first)
    apps = [first, await startServer(env)]
  })
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.stop()))
    await db?.drop()
  })

  it('stores every acknowledged registration once and admits every badge once', async () => {
    const tag = uniqueTag()
    // The hidden fields of the form as its page renders them: the signed start (valid on both
    // processes, which share the site's secret) and the privacy notice shown.
    const page = await (await fetch(`${apps[0]?.url}/en/register`)).text()
    const form = { startedAt: inputValue(page, 'startedAt'), noticeVersion: inputValue(page, 'noticeVersion') }
    expect(form.startedAt).toMatch(/^\d+\./)
    const body = (i: number, group: Group) => ({
      truename: `Load Visitor ${i}`,
      mobile: `+4915${String(i).padStart(9, '0')}`,
      email: `${group}.${tag}.${i}@example.com`,
      company: group === 'load' ? 'Load Test Trading' : 'Warm-up Trading',
      jobTitle: 'Buyer',
      country: 'DE',
      visitorType: 'importer_distributor',
      purchasingRole: 'decides',
      interests: [],
      consentPrivacy: true,
      website: '',
      ...form,
    })
    const people = REGISTRATION_RATE * REGISTRATION_SECONDS
    const repeats = Math.ceil(people / REPEAT_EVERY)
    /** A burst of registrations at REGISTRATION_RATE for `seconds`, each REPEAT_EVERY-th sent twice. */
    const burst = async (group: Group, seconds: number) => {
      const ms: number[] = []
      const statuses = new Map<number, number>()
      const register = async (i: number, app: RunningServer) => {
        const started = performance.now()
        const res = await postJsonLight(`${app.url}/api/visitorRegistration`, body(i, group), {
          lang: 'en',
          'x-forwarded-for': clientIp(),
        })
        ms.push(performance.now() - started)
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
      }
      await openLoop(REGISTRATION_RATE, seconds, async (i) => {
        const app = apps[i % 2] as RunningServer
        await register(i, app)
        // The same person again, at the other process: answered alike, nothing new stored.
        if (i % REPEAT_EVERY === 0) await register(i, apps[(i + 1) % 2] as RunningServer)
      })
      const sent = REGISTRATION_RATE * seconds
      const line = `${sent} people at ${REGISTRATION_RATE}/s for ${seconds} s (+${Math.ceil(sent / REPEAT_EVERY)} repeats): ${figures(ms)}`
      return { ms, statuses, line, answered: [...statuses.values()].reduce((a, b) => a + b, 0) }
    }
    if (WARM_UP_SECONDS > 0) {
      // Its answers are checked; its latency is printed, not bound (WARM_UP_SECONDS).
      const warmUp = await burst('warm', WARM_UP_SECONDS)
      console.log(`Warm-up, fresh processes (not bound): ${warmUp.line}`)
      expect(warmUp.statuses.get(200)).toBe(warmUp.answered)
    }
    const { ms: registrationMs, statuses, line, answered } = await burst('load', REGISTRATION_SECONDS)
    console.log(
      `Registrations, two processes on PostgreSQL: ${line} (target p99 < ${P99_TARGET_MS} ms: ${p(registrationMs, 99) < P99_TARGET_MS ? 'met' : 'NOT met'}); answers ${JSON.stringify(Object.fromEntries(statuses))}`,
    )
    expect(statuses.get(200)).toBe(answered)

    // Each visitor opens the code mailed to them (read here from the outbox), at the same rate; a
    // repeated one opens both of its mails, at both processes: one badge, issued once.
    const codes = (
      await db.handle.db
        .select({ to: mailOutbox.toAddress, text: mailOutbox.text })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.kind, 'visitor_confirm'), like(mailOutbox.toAddress, `load.${tag}.%`)))
        .orderBy(mailOutbox.id)
    ).map((mail) => /\/register\/confirm#([A-Z2-7]{26})/.exec(mail.text)?.[1] ?? '')
    expect(codes).toHaveLength(people + repeats)
    const confirmMs: number[] = []
    const confirmed = new Map<number, number>()
    const badgesSeen = new Set<string>()
    await openLoop(REGISTRATION_RATE, codes.length / REGISTRATION_RATE, async (i) => {
      const app = apps[i % 2] as RunningServer
      const started = performance.now()
      // As the confirmation page's script sends it.
      const res = await postJsonLight(
        `${app.url}/api/confirmVisitorRegistration`,
        { code: codes[i] ?? '' },
        { lang: 'en', 'x-forwarded-for': clientIp() },
      )
      const answer = v.parse(ConfirmAnswer, JSON.parse(res.text))
      confirmMs.push(performance.now() - started)
      confirmed.set(res.status, (confirmed.get(res.status) ?? 0) + 1)
      if (answer.data?.badge) badgesSeen.add(answer.data.badge)
    })
    const [stored] = await db.handle.db
      .select({ rows: count(), tokens: countDistinct(visitorRegistration.badgeToken) })
      .from(visitorRegistration)
      .where(and(eq(visitorRegistration.company, 'Load Test Trading'), eq(visitorRegistration.status, 'active')))
    console.log(
      `Confirmations, two processes: ${codes.length} mailed codes opened at ${REGISTRATION_RATE}/s: ${figures(confirmMs)} (target p99 < ${P99_TARGET_MS} ms: ${p(confirmMs, 99) < P99_TARGET_MS ? 'met' : 'NOT met'}); answers ${JSON.stringify(Object.fromEntries(confirmed))}; active ${stored?.rows}, distinct badges ${stored?.tokens}`,
    )
    expect(confirmed.get(200)).toBe(codes.length)
    // Nothing lost, no badge issued twice: one active registration and one badge per person.
    expect(stored).toEqual({ rows: people, tokens: people })
    expect(badgesSeen.size).toBe(people)
    // Latency is checked softly: a missed bound fails the test, and the doors are still measured.
    expect.soft(p(registrationMs, 99)).toBeLessThan(P99_BOUND_MS)
    expect.soft(p(confirmMs, 99)).toBeLessThan(P99_BOUND_MS)

    // The doors: 30 scanners, one scan a second each, two processes; badges drawn from a small pool,
    // so the same badge is often scanned at two doors within the same second.
    const cookie = await signInCookie(apps[0]?.url ?? '', clientIp())
    const tokens = (
      await db.handle.db
        .select({ token: visitorRegistration.badgeToken })
        .from(visitorRegistration)
        .where(and(eq(visitorRegistration.company, 'Load Test Trading'), eq(visitorRegistration.status, 'active')))
        .limit(Math.max(10, SCANNERS * SCAN_SECONDS))
    ).flatMap((row) => (row.token ? [row.token] : []))
    const scanMs: number[] = []
    const outcomes = new Map<string, number>()
    const scanned = new Set<string>()
    let refused = 0
    await openLoop(SCANNERS, SCAN_SECONDS, async (i) => {
      const token = tokens[Math.floor(Math.random() * tokens.length)] ?? ''
      scanned.add(token)
      const started = performance.now()
      const answer = await callServerFn<{ outcome: string }>((apps[i % 2] as RunningServer).url, CHECK_IN_SCAN, {
        cookie,
        data: { code: token, scanId: `load-${tag}-${i}`, scannedAt: new Date().toISOString(), gate: `Gate ${i % 6}` },
      })
      scanMs.push(performance.now() - started)
      if (answer.status !== 200 || !answer.result) refused++
      else outcomes.set(answer.result.outcome, (outcomes.get(answer.result.outcome) ?? 0) + 1)
    })
    const [scans] = await db.handle.db.select({ n: count() }).from(badgeScan)
    const [admitted] = await db.handle.db.select({ n: count() }).from(visitorCheckIn)
    console.log(
      `Door scans, two processes: ${SCANNERS} scanners at 1/s for ${SCAN_SECONDS} s (${SCANNERS * SCAN_SECONDS} scans of ${scanned.size} badges): ${figures(scanMs)} (target p99 < ${P99_TARGET_MS} ms: ${p(scanMs, 99) < P99_TARGET_MS ? 'met' : 'NOT met'}); outcomes ${JSON.stringify(Object.fromEntries(outcomes))}; logged ${scans?.n}, admitted ${admitted?.n}, refused ${refused}`,
    )
    expect(refused).toBe(0)
    expect(scans?.n).toBe(SCANNERS * SCAN_SECONDS)
    // Each badge scanned was admitted exactly once, however many doors saw it at the same moment.
    expect(admitted?.n).toBe(scanned.size)
    expect(outcomes.get('first')).toBe(scanned.size)
    expect(outcomes.get('unknown') ?? 0).toBe(0)
    expect.soft(p(scanMs, 99)).toBeLessThan(P99_BOUND_MS)
  })
})
