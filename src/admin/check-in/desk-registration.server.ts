import { randomUUID } from 'node:crypto'
import * as v from 'valibot'
import { consumeRateLimit, type RateLimitRule, rateRuleFromEnv } from '~/api/rate-limit.server'
import { isShownNoticeVersion } from '~/content/privacy-notices.server'
import { formMessages } from '~/contracts/messages'
import { registrationFieldErrors, registrationSchema } from '~/contracts/registration'
import type { Translate } from '~/contracts/translate'
import type { Db } from '~/db/client.server'
import { flushWrites } from '~/db/durability.server'
import { readSiteConfig } from '~/db/repositories/site-config.server'
import { type BadgeHolder, confirmedOnFile, holderOf } from '~/db/repositories/visitor-registrations.server'
import { registerWithBadgeMail } from '~/features/registration/registration.server'
import { type Actor, recordAudit } from '../audit/audit.server'
import { badgeLabel, recordScan } from './check-in.server'
import type { DeskRegistrationAnswer, DeskRegistrationInput } from './desk-contract'

/**
 * `RATE_LIMIT_DESK=limit/windowSeconds`, default 10 per 10 minutes per staff account: about one
 * walk-in a minute, which a desk typing a visitor's details in does not exceed, while a stolen or
 * curious account cannot sweep a list of addresses through the desk.
 */
export function deskRateLimitFromEnv(raw = process.env.RATE_LIMIT_DESK): RateLimitRule {
  return rateRuleFromEnv(raw, { limit: 10, windowSeconds: 600 })
}

/** Names compared as people type them: width, case and spaces aside (`Li Wei`, `LI WEI`, `赵 敏`). */
const nameKey = (name: string) => name.normalize('NFKC').replace(/\s+/gu, '').toLowerCase()

/**
 * A walk-in at the hall's desk (issue 26; ADR 033's desk addendum), with the visitor in front of
 * staff. The public form's contract and messages (in the staff's language, `t`); the consents
 * ticked with the visitor as separate evidence (source `desk`, the staff account, the notice version
 * the desk showed). Every post that passes the contract is one look-up of this account's
 * `RATE_LIMIT_DESK`, counted before anything is looked up (so the refusal tells nothing either) and
 * audited without what was typed.
 *
 * - No confirmed registration of that e-mail this edition: registered (active at once: staff see the
 *   visitor and their ID), the badge mailed, checked in at the desk's gate, the label returned.
 * - One on file: only that it exists, and whether the name typed is the name on file; nothing of the
 *   person, their history or their badge, nothing changed, nothing mailed. Staff who have checked the
 *   ID against that name post again with `confirm`: then, and only then, the badge on file is checked
 *   in and its label returned. (A visitor with their e-badge shows it at the door form instead.)
 */
export async function registerAtDesk(
  db: Db,
  input: DeskRegistrationInput,
  staff: Actor & { id: string },
  t: Translate,
  origin: string,
  rule: RateLimitRule = deskRateLimitFromEnv(),
): Promise<DeskRegistrationAnswer> {
  // The desk chooses no interests: a walk-in's interests are asked on the site, not in the queue.
  const typed = { ...input.fields, interests: [] }
  const parsed = v.safeParse(registrationSchema(t), typed)
  if (!parsed.success) return { kind: 'invalid', errors: registrationFieldErrors(t, typed, parsed.issues) }
  const { website: _website, startedAt: _startedAt, consentPrivacy: _privacy, ...visitor } = parsed.output
  // Checked in the database itself (no cached list of versions: a desk posts a few times a minute).
  if (!(await isShownNoticeVersion(db, 'registration', visitor.noticeVersion, [])))
    return { kind: 'invalid', errors: { noticeVersion: t(formMessages.noticeVersionUnknown) } }

  const verdict = await consumeRateLimit(db, `desk-lookup:${staff.id}`, rule)
  if (!verdict.allowed) return { kind: 'limited', retryAfterSeconds: verdict.retryAfter }

  const config = await readSiteConfig(db)
  const onFile = await confirmedOnFile(db, config.text.edition ?? '', visitor.email)
  await recordAudit(db, staff, {
    action: 'desk_lookup',
    entity: 'visitor_registration',
    ...(onFile ? { entityId: String(onFile.id) } : {}),
    // How many look-ups this account has made in the window; never the address or number typed.
    after: { onFile: onFile !== undefined, lookupsInWindow: verdict.hits, confirm: input.confirm },
  })

  let holder: BadgeHolder | null
  let created = false
  if (onFile) {
    const nameMatches = nameKey(visitor.truename) === nameKey(onFile.truename ?? '')
    if (!(input.confirm && nameMatches)) {
      await flushWrites(db)
      return { kind: 'on-file', nameMatches }
    }
    holder = onFile.status === 'active' ? holderOf(onFile) : null
  } else {
    const registered = await registerWithBadgeMail(
      db,
      { ...visitor, consentActorId: staff.id },
      { lang: input.lang, source: 'desk', origin, config },
    )
    // Registered by someone else between the look-up and now: as for any registration on file.
    if (!registered.created) return { kind: 'on-file', nameMatches: false }
    holder = registered.holder
    created = true
  }
  if (!holder) {
    await flushWrites(db)
    return { kind: 'unavailable' }
  }
  const scan = await recordScan(
    db,
    { code: holder.badgeToken, scanId: randomUUID(), scannedAt: new Date().toISOString(), gate: input.gate },
    staff.id,
  )
  await recordAudit(db, staff, {
    action: 'check_in',
    entity: 'visitor_registration',
    entityId: String(holder.id),
    after: { gate: input.gate, outcome: scan.outcome, created },
  })
  await flushWrites(db)
  return { kind: 'checked-in', created, scan, label: await badgeLabel(db, holder.badgeToken) }
}
