import * as v from 'valibot'
import { ApiError } from '~/api/api-error.server'
import { acceptFormSubmission } from '~/api/form-guard.server'
import { checkFormStart, formStartKey } from '~/api/form-start.server'
import type { ApiContext, ApiSuccess } from '~/api/handler.server'
import { contentRead } from '~/content/db-read.server'
import { fieldErrorsWithoutNotice, requireShownNotice } from '~/content/privacy-notices.server'
import type { RegistrationAnswer } from '~/contracts/answers'
import { isHoneypotFilled } from '~/contracts/fields'
import { registrationFieldErrors, registrationSchema } from '~/contracts/registration'
import { interestsOf, registrationMessages } from '~/contracts/registration-fields'
import { getDb } from '~/db/client.server'
import { getIndustryTree, type IndustryNode } from '~/db/repositories/industry.server'
import { readSiteConfig } from '~/db/repositories/site-config.server'
import type { ConsentSource } from '~/db/schema-enums'
import { siteOrigin } from '~/server/site-origin.server'
import { requestRegistration } from './registration.server'
import { REGISTRATION_FORM } from './registration.shared'
import { registrationClosed } from './registration-window'

const industryCodes = (nodes: readonly IndustryNode[]): string[] =>
  nodes.flatMap((node) => [node.code, ...industryCodes(node.children)])

/**
 * A post the page did not make as it is now (no honeypot, a stamp altered, missing or a day old):
 * `restart` tells the plain form's page to render a new stamp instead of the one sent.
 */
const formOutOfDate = () => new ApiError(400, registrationMessages.formExpired, { errors: {}, restart: true })

/** The settings through the content cache: at the opening morning's burst they are the same for everyone. */
const registrationSettings = () => contentRead('registration-settings', {}, readSiteConfig)

/**
 * The one server path of a visitor registration, behind both doors (`POST /api/visitorRegistration`
 * and the page's plain form): closed once the show has ended (410, nothing stored), the contract
 * with each invalid field's message (400), interests checked against the industries tree, the
 * honeypot (it must be there, empty; filled: answered like a person, nothing stored) and the signed
 * form start (400: altered, missing or a day old, reload; too fast, send again: autofill can be
 * fast, and a second send is slower), then a pending registration and its confirmation mail
 * (ADR 037).
 */
export async function submitRegistration(
  body: Record<string, unknown>,
  ctx: Pick<ApiContext, 'request' | 'locale' | 't'>,
  source: ConsentSource,
): Promise<void> {
  const config = await registrationSettings()
  if (registrationClosed(config.text, Date.now())) throw new ApiError(410, registrationMessages.closed)
  // The page always sends the honeypot (empty) and its signed start; a body without them, or with a
  // start altered or a day old, was not made by the page as it is now: reload, before any field.
  if (!Object.hasOwn(body, 'website')) throw formOutOfDate()
  const start = checkFormStart(await formStartKey(), body.startedAt)
  if (start === 'invalid') throw formOutOfDate()
  const input = { ...body, interests: interestsOf(body) }
  const result = v.safeParse(registrationSchema(ctx.t), input)
  if (!result.success) {
    const errors = fieldErrorsWithoutNotice(registrationFieldErrors(ctx.t, input, result.issues))
    throw new ApiError(400, Object.values(errors)[0] ?? result.issues[0]?.message ?? '', { errors })
  }
  // consentPrivacy is always true here: the contract refuses without it.
  const {
    website,
    startedAt: _startedAt,
    consentPrivacy: _privacy,
    consentExhibitors,
    consentNews,
    noticeVersion: sent,
    ...fields
  } = result.output
  // The version of the registration's notice the page showed, which must exist (ADR 037).
  const noticeVersion = await requireShownNotice('registration', sent)
  if (isHoneypotFilled(website)) return
  if (start === 'tooFast') throw new ApiError(400, registrationMessages.tooFast, { errors: {} })
  const db = await getDb()
  // Read through the content cache, as the settings are: an edit reaches it as it reaches the pages
  // (content-version.server.ts). Not `pageRead`: its 503 is a page's, and both doors here answer a
  // database failure themselves.
  const tree = await contentRead('registration-interests', {}, getIndustryTree)
  const known = new Set(industryCodes(tree))
  if (fields.interests.some((code) => !known.has(code))) {
    const message = ctx.t(registrationMessages.interestsInvalid)
    throw new ApiError(400, message, { errors: { interests: message } })
  }
  await requestRegistration(
    db,
    { ...fields, consentExhibitors, consentNews, noticeVersion },
    { lang: ctx.locale, source, origin: siteOrigin(ctx.request), settings: config },
  )
}

/**
 * POST /api/visitorRegistration. The same answer for a new, a pending and an already confirmed
 * address, and beyond the day's mail cap, so it never tells who is registered.
 */
export async function registerVisitor(ctx: ApiContext): Promise<ApiSuccess<RegistrationAnswer>> {
  await submitRegistration(await acceptFormSubmission(ctx.request, REGISTRATION_FORM), ctx, 'api')
  return { data: null, msg: registrationMessages.registered }
}
