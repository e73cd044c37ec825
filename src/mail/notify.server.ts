import type { Db } from '~/db/client.server'
import { flushWrites } from '~/db/durability.server'
import {
  addBoothApplication,
  type BoothApplicationInput,
  type IdempotencyKey,
} from '~/db/repositories/booth-applications.server'
import { readSiteConfig } from '~/db/repositories/site-config.server'
import {
  addSubscription,
  type SubscriptionInput,
  type SubscriptionResult,
} from '~/db/repositories/subscriptions.server'
import { applicationNoticeMail, applicationReceivedMail, subscriptionConfirmMail } from './compose.server'
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
