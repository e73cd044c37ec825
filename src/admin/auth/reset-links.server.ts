import { AsyncLocalStorage } from 'node:async_hooks'
import { logEvent } from '~/api/log.server'

/**
 * better-auth hands a reset link to `sendResetPassword`. Until mail exists, the only reset is one an
 * admin issues: the link is caught here, inside that admin's request, and shown to that admin once.
 */
const slot = new AsyncLocalStorage<{ link?: string }>()

export function deliverResetLink(url: string): void {
  const store = slot.getStore()
  if (store) store.link = url
  else logEvent('warn', 'a password reset link was made with no admin request to show it to', {})
}

export async function catchResetLink(request: () => Promise<unknown>): Promise<string | undefined> {
  const store: { link?: string } = {}
  await slot.run(store, request)
  return store.link
}
