import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { apiTranslator } from '~/api/api-i18n.server'
import { getDb } from '~/db/client.server'
import { adminUiLocale } from '~/i18n/admin-locale'
import { siteOrigin } from '~/server/site-origin.server'
import { adminFn } from '../auth/admin-fn'
import { adminInput } from '../auth/admin-input'
import { type DeskRegistrationAnswer, DeskRegistrationInput } from './desk-contract'
import { registerAtDesk } from './desk-registration.server'

/**
 * A walk-in at the desk: registered and checked in at its gate, or, for an e-mail on file, only told
 * that it is on file until staff confirm (ADR 033's desk addendum). Rate-limited and audited per account.
 */
export const registerWalkIn = createServerFn({ method: 'POST' })
  .middleware([adminFn('checkin:scan')])
  .validator(adminInput(DeskRegistrationInput))
  .handler(async ({ data, context }): Promise<DeskRegistrationAnswer> => {
    const request = getRequest()
    // Refusals in the staff's own language (the back office's), in the public form's words.
    const t = await apiTranslator(adminUiLocale(request.headers.get('cookie'), request.headers.get('accept-language')))
    return registerAtDesk(await getDb(), data, context.user, t, siteOrigin(request))
  })
