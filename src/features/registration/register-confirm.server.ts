import * as v from 'valibot'
import { ApiError } from '~/api/api-error.server'
import { acceptFormSubmission } from '~/api/form-guard.server'
import type { ApiContext, ApiSuccess } from '~/api/handler.server'
import { plainFormPost, typedValues } from '~/api/plain-form-post.server'
import { contentRead } from '~/content/db-read.server'
import type { RegistrationConfirmAnswer } from '~/contracts/answers'
import { registrationMessages } from '~/contracts/registration-fields'
import { getDb } from '~/db/client.server'
import { readSiteConfig } from '~/db/repositories/site-config.server'
import { siteOrigin } from '~/server/site-origin.server'
import { confirmRegistration } from './registration.server'
import { badgePath, CONFIRM_FORM, type ConfirmFormState } from './registration.shared'
import { registrationClosed } from './registration-window'

/** The mailed code as typed or pasted: base32, any case, spaces or dashes between its groups. */
const ConfirmBody = v.object({ code: v.pipe(v.string(), v.maxLength(64), v.regex(/^[A-Za-z2-7\s-]{26,64}$/)) })

/**
 * The confirmation page's POST (ADR 037): the mailed code opens the pending registration (its badge
 * is issued and mailed) or, when the address was confirmed already, finds the badge on file. The
 * code proves the mailbox, so its owner is taken straight to the badge. Nothing happens on a GET:
 * mail scanners open links.
 */
async function confirmVisitor(body: Record<string, unknown>, ctx: Pick<ApiContext, 'request'>): Promise<string> {
  // A code mailed before the show ended, opened after it: no badge for a show that is over.
  const config = await contentRead('registration-settings', {}, readSiteConfig)
  if (registrationClosed(config.text, Date.now())) throw new ApiError(410, registrationMessages.closed)
  const parsed = v.safeParse(ConfirmBody, body)
  if (!parsed.success) throw new ApiError(404, registrationMessages.confirmUnknown)
  const outcome = await confirmRegistration(await getDb(), parsed.output.code, siteOrigin(ctx.request))
  if (outcome.kind === 'unknown') throw new ApiError(404, registrationMessages.confirmUnknown)
  if (!outcome.holder) throw new ApiError(410, registrationMessages.confirmCancelled)
  return outcome.holder.badgeToken
}

/**
 * `POST /api/confirmVisitorRegistration`: the page's script sends the code here (the API is not held
 * behind the page renders at a burst) and goes to the badge it answers.
 */
export async function confirmVisitorApi(ctx: ApiContext): Promise<ApiSuccess<RegistrationConfirmAnswer>> {
  const token = await confirmVisitor(await acceptFormSubmission(ctx.request, CONFIRM_FORM), ctx)
  return { data: { badge: badgePath(ctx.locale, token) }, msg: registrationMessages.confirmed }
}

/** `POST /register/confirm` (and `/en/…`): the page's native form, without JavaScript; 303 to the badge. */
export const confirmFormPost = plainFormPost<{ confirmForm: ConfirmFormState }, string>({
  name: CONFIRM_FORM,
  accept: (body, ctx) => confirmVisitor(body, ctx),
  accepted: (locale, token) => badgePath(locale, token),
  refused: ({ body, message }) => ({ confirmForm: { code: typedValues(body, ['code']).code ?? '', message } }),
})
