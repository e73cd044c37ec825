import { sql } from 'drizzle-orm'
import { retentionStart } from '~/contracts/show-dates'
import type { Db } from '~/db/client.server'
import { flushWrites } from '~/db/durability.server'
import { queryRows } from '~/db/raw-query.server'
import { readSiteConfig, type SiteConfig } from '~/db/repositories/site-config.server'
import {
  addPendingRegistration,
  type ConfirmOutcome,
  confirmPendingRegistration,
  lockAddress,
  newConfirmToken,
} from '~/db/repositories/visitor-confirmation.server'
import {
  addRegistration,
  confirmedOnFile,
  holderOf,
  type RegistrationRecord,
  type RegistrationResult,
} from '~/db/repositories/visitor-registrations.server'
import type { ConsentSource, RegistrationConsentPurpose } from '~/db/schema-enums'
import type { Locale } from '~/i18n/locales'
import { enqueueBadgeMail } from '~/mail/badge-mail.server'
import { registrationConfirmMail } from '~/mail/compose.server'
import { mailDomain } from '~/mail/delivery.server'
import { outboxValues } from '~/mail/outbox.server'

/**
 * The registration's write use cases, each a stored row and its mail in one transaction: the site's
 * registrations, confirmed by mail (ADR 037), and the hall desk's (`registerWithBadgeMail`). Whoever
 * posts the site's form learns nothing from the answer: a new address, a pending one and one already
 * confirmed all answer alike, and every mail goes to an address only its owner reads.
 */

/** Registration mails (confirmations and badges) one address gets in 24 hours at most. */
export const REGISTRATION_MAILS_PER_DAY = 3

/** The start of the 24 hours before `now`, over which the cap counts. */
const dayBefore = (now: Date) => new Date(now.getTime() - 86_400_000)

/**
 * The registration mails (confirmations and badges) written to an address (any case) in the 24
 * hours before `now`: the database's `registration_mails_since` (migration 0033), the one
 * definition the registration statement reads too.
 */
async function registrationMailsToday(db: Db, to: string, now: Date): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select registration_mails_since(${to}::text, ${dayBefore(now).toISOString()}::timestamptz) as n`,
  )
  return Number(row?.n ?? 0)
}

/** What a site registration did (the visitor is told the same in every case). */
export type RegistrationRequestOutcome =
  /** A pending registration and its confirmation mail. */
  | 'pending'
  /** The address was confirmed this edition already: its badge was mailed again, nothing stored. */
  | 'onFile'
  /** The address had its registration mails for the day: nothing stored, nothing sent. */
  | 'capped'

/**
 * A registration from the site's form or API: under the address's lock, the day's mail cap, then
 * either a pending registration with its confirmation mail (one statement, ADR 042) or, for an
 * address confirmed this edition, the badge on file mailed again (nothing stored).
 */
export async function requestRegistration(
  db: Db,
  visitor: RegisteringVisitor,
  options: { lang: Locale; source: ConsentSource; origin: string; settings: SiteConfig; now?: Date },
): Promise<RegistrationRequestOutcome> {
  const now = options.now ?? new Date()
  const input = registrationRecordOf(visitor, options)
  // The confirmation mail is written before the statement, so the address's lock and a pooled
  // connection are held for the database's work only (a burst of registrations queues on the pool).
  const confirmToken = newConfirmToken()
  const mail = await registrationConfirmMail({
    origin: options.origin,
    locale: input.lang,
    name: input.truename,
    email: input.email,
    confirmToken,
  })
  const standing = await addPendingRegistration(db, input, {
    confirmToken,
    mail: outboxValues(mail, mailDomain()),
    mailCap: { limit: REGISTRATION_MAILS_PER_DAY, since: dayBefore(now) },
    now,
  })
  if (standing.added !== null) {
    await flushWrites(db)
    return 'pending'
  }
  if (!standing.onFile || standing.mails >= REGISTRATION_MAILS_PER_DAY) return 'capped'
  // The address was confirmed this edition already (rare): its badge on file is mailed again,
  // checked again under the lock in a transaction of its own.
  const outcome = await db.transaction(async (tx): Promise<RegistrationRequestOutcome> => {
    await lockAddress(tx, input.edition, input.email)
    if ((await registrationMailsToday(tx, input.email, now)) >= REGISTRATION_MAILS_PER_DAY) return 'capped'
    const onFile = await confirmedOnFile(tx, input.edition, input.email)
    const holder = onFile?.status === 'active' ? holderOf(onFile) : null
    if (holder) await enqueueBadgeMail(tx, holder, options.origin)
    return 'onFile'
  })
  await flushWrites(db)
  return outcome
}

/**
 * The mailed code opened (a POST from the confirmation page): the registration becomes active with
 * its badge, mailed at once. That mail is outside the daily cap: an address is confirmed at most
 * once an edition. When the address was confirmed already, the badge on file is mailed again
 * (within the cap) and nothing else changes.
 */
export async function confirmRegistration(
  db: Db,
  token: string,
  origin: string,
  now = new Date(),
): Promise<ConfirmOutcome> {
  const outcome = await db.transaction(async (tx) => {
    const opened = await confirmPendingRegistration(tx, token, now)
    if (opened.kind === 'confirmed') await enqueueBadgeMail(tx, opened.holder, origin)
    else if (
      opened.kind === 'onFile' &&
      opened.holder &&
      (await registrationMailsToday(tx, opened.holder.email, now)) < REGISTRATION_MAILS_PER_DAY
    )
      await enqueueBadgeMail(tx, opened.holder, origin)
    return opened
  })
  await flushWrites(db)
  return outcome
}

/** A visitor as a registration form gives them, its contract passed: their details and the optional boxes ticked. */
export type RegisteringVisitor = Omit<
  RegistrationRecord,
  'edition' | 'editionEndsAt' | 'lang' | 'consents' | 'source'
> & {
  consentExhibitors: boolean
  consentNews: boolean
}

/**
 * A registration made active at once and its badge mail in one transaction: the hall's desk, where
 * staff see the visitor (the site's doors confirm the address first: `requestRegistration`,
 * ADR 037). For this edition, with each ticked box its own consent (privacy always: the contract
 * refuses without it) under the version of the registration's privacy notice the visitor was shown
 * (`noticeVersion`, sent with the form and checked by the caller). A repeat (an e-mail confirmed
 * this edition) stores nothing and mails the badge again, to the address on file.
 */
export async function registerWithBadgeMail(
  db: Db,
  visitor: RegisteringVisitor,
  {
    lang,
    source,
    origin,
    config,
  }: {
    lang: Locale
    source: ConsentSource
    origin: string
    /** The site's settings when the caller has them at hand (the public form reads them cached). */
    config?: SiteConfig
  },
): Promise<RegistrationResult> {
  const input = registrationRecordOf(visitor, { lang, source, settings: config ?? (await readSiteConfig(db)) })
  const result = await db.transaction(async (tx) => {
    const added = await addRegistration(tx, input)
    if (added.holder) await enqueueBadgeMail(tx, added.holder, origin)
    return added
  })
  await flushWrites(db)
  return result
}

/**
 * What is stored of a registering visitor: for the settings' edition (with its show's end, from which
 * retention counts), each ticked box its own consent (privacy always: the contract refuses without it).
 */
function registrationRecordOf(
  visitor: RegisteringVisitor,
  { lang, source, settings }: { lang: Locale; source: ConsentSource; settings: SiteConfig },
): RegistrationRecord {
  const { consentExhibitors, consentNews, ...fields } = visitor
  const consents: RegistrationConsentPurpose[] = ['privacy']
  if (consentExhibitors) consents.push('exhibitors')
  if (consentNews) consents.push('news')
  return {
    ...fields,
    edition: settings.text.edition ?? '',
    editionEndsAt: retentionStart(settings.text, Date.now()),
    lang,
    consents,
    source,
  }
}
