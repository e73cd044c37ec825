import type { Db } from '~/db/client.server'
import { flushWrites } from '~/db/durability.server'
import type { Locale } from '~/db/localise'
import {
  addBoothApplication,
  type BoothApplicationInput,
  type IdempotencyKey,
} from '~/db/repositories/booth-applications.server'
import { readSiteConfig, type SiteConfig } from '~/db/repositories/site-config.server'
import {
  addSubscription,
  noticeVersion,
  type SubscriptionInput,
  type SubscriptionResult,
} from '~/db/repositories/subscriptions.server'
import {
  addRegistration,
  type BadgeHolder,
  type RegistrationRecord,
  type RegistrationResult,
} from '~/db/repositories/visitor-registrations.server'
import type { ConsentSource, RegistrationConsentPurpose } from '~/db/schema-enums'
import { applicationNoticeMail, applicationReceivedMail, badgeMail, subscriptionConfirmMail } from './compose.server'
import { mailDomain } from './delivery.server'
import { enqueueMail } from './outbox.server'

/**
 * The form writes that send mail: the row and its messages in one transaction, so a stored
 * submission always has its mail queued and a queued mail always has its submission. Both resolve
 * only after the write is durable.
 */

export async function subscribeWithConfirmation(
  db: Db,
  input: SubscriptionInput,
  origin: string,
): Promise<SubscriptionResult> {
  const result = await db.transaction(async (tx) => {
    const added = await addSubscription(tx, input)
    if (added.created) {
      const mail = await subscriptionConfirmMail({
        origin,
        locale: input.lang,
        name: input.truename.trim(),
        email: input.email.trim(),
        confirmToken: added.confirmToken,
        unsubscribeToken: added.unsubscribeToken,
      })
      await enqueueMail(tx, mail, mailDomain())
    }
    return added
  })
  await flushWrites(db)
  return result
}

export async function applyWithMails(
  db: Db,
  input: BoothApplicationInput,
  idempotencyKey: IdempotencyKey | undefined,
  origin: string,
): Promise<{ id: number; replayed: boolean }> {
  const config = await readSiteConfig(db)
  const salesTo = config.text.sales_email || config.text.organiser_email
  const result = await db.transaction(async (tx) => {
    const saved = await addBoothApplication(tx, input, idempotencyKey)
    if (!saved.replayed) {
      const application = { ...input, id: saved.id }
      await enqueueMail(tx, await applicationReceivedMail(application), mailDomain())
      if (salesTo) await enqueueMail(tx, await applicationNoticeMail(application, salesTo, origin), mailDomain())
    }
    return saved
  })
  await flushWrites(db)
  return result
}

/** Queues the badge mail for a holder (in the caller's transaction). */
export async function enqueueBadgeMail(db: Db, holder: BadgeHolder, origin: string): Promise<void> {
  const mail = await badgeMail({
    origin,
    locale: holder.lang,
    name: holder.truename,
    email: holder.email,
    badgeToken: holder.badgeToken,
  })
  await enqueueMail(db, mail, mailDomain())
}

/** A visitor as a registration form gives them, its contract passed: their details and the optional boxes ticked. */
type RegisteringVisitor = Omit<RegistrationRecord, 'edition' | 'lang' | 'consents' | 'noticeVersion' | 'source'> & {
  consentExhibitors: boolean
  consentNews: boolean
}

/**
 * A visitor registration and its badge mail in one transaction, as every door makes it (the site's
 * form and API, the hall's desk): for this edition, with each ticked box its own consent (privacy
 * always: the contract refuses without it) under the privacy notice's version in the visitor's
 * language. A repeat (same e-mail or mobile this edition) stores nothing and mails the badge again,
 * to the address on file, not the one typed now.
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
  const { consentExhibitors, consentNews, ...fields } = visitor
  const settings = config ?? (await readSiteConfig(db))
  const consents: RegistrationConsentPurpose[] = ['privacy']
  if (consentExhibitors) consents.push('exhibitors')
  if (consentNews) consents.push('news')
  const input: RegistrationRecord = {
    ...fields,
    edition: settings.text.edition ?? '',
    lang,
    consents,
    noticeVersion: noticeVersion(settings.rich[`privacy_notice_${lang}`] ?? ''),
    source,
  }
  const result = await db.transaction(async (tx) => {
    const added = await addRegistration(tx, input)
    if (added.holder) await enqueueBadgeMail(tx, added.holder, origin)
    return added
  })
  await flushWrites(db)
  return result
}
