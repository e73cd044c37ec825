import { createMiddleware } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { refuseWithStatus } from '~/server/server-fn-input'
import type { Capability } from './roles'
import { AdminError, requireCapability } from './session.server'

/**
 * The one gate in front of every back-office server function: the signed-in user, checked on the
 * server against the capability (roles.ts), is the function's `context.user`; anyone else gets the
 * AdminError's 401 or 403. Without a capability, any signed-in account passes (its own settings).
 */
export const adminFn = (capability?: Capability) =>
  createMiddleware({ type: 'function' }).server(async ({ next }) => {
    try {
      const user = await requireCapability(getRequest().headers, capability)
      return next({ context: { user } })
    } catch (error) {
      if (error instanceof AdminError) refuseWithStatus(error.status)
      throw error
    }
  })
