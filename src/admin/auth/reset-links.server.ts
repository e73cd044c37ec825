import { AsyncLocalStorage } from 'node:async_hooks'
import type { Db } from '~/db/client.server'
import { passwordResetMail } from '~/mail/compose.server'
import { mailDomain } from '~/mail/delivery.server'
import { enqueueMail } from '~/mail/outbox.server'

/**
 * better-auth hands a reset link to `sendResetPassword`. Inside an admin's request (an admin issuing a
 * link for someone) it is caught here and shown to that admin once; otherwise (the person asked for it
 * on the sign-in screen) it is mailed to the account's address.
 */
const slot = new AsyncLocalStorage<{ link?: string }>()

export async function deliverResetLink(db: Db, url: string, email: string): Promise<void> {
  const store = slot.getStore()
  if (store) store.link = url
  else await enqueueMail(db, await passwordResetMail({ to: email, link: url }), mailDomain())
}

export async function catchResetLink(request: () => Promise<unknown>): Promise<string | undefined> {
  const store: { link?: string } = {}
  await slot.run(store, request)
  return store.link
}
