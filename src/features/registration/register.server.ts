import * as v from 'valibot'
import { ApiError } from '~/api/api-error.server'
import { acceptFormSubmission } from '~/api/form-guard.server'
import type { ApiContext, ApiSuccess } from '~/api/handler.server'
import { contentRead } from '~/content/db-read.server'
import type { RegistrationAnswer } from '~/contracts/answers'
import { isHoneypotFilled } from '~/contracts/fields'
import { registrationFieldErrors, registrationSchema } from '~/contracts/registration'
import { interestsOf, MIN_FILL_MS, registrationMessages } from '~/contracts/registration-fields'
import { getDb } from '~/db/client.server'
import { getIndustryTree, type IndustryNode } from '~/db/repositories/industry.server'
import { readSiteConfig } from '~/db/repositories/site-config.server'
import type { ConsentSource } from '~/db/schema-enums'
import { registerWithBadgeMail } from '~/mail/notify.server'
import { siteOriginOf } from '~/seo/origin.server'
import { REGISTRATION_FORM } from './registration.shared'

const industryCodes = (nodes: readonly IndustryNode[]): string[] =>
  nodes.flatMap((node) => [node.code, ...industryCodes(node.children)])

/**
 * Whether the form was sent sooner after it was shown than a person can fill it in. No stamp counts
 * as too fast; a stamp from the future (a browser's clock ahead of the server's, when the page was
 * reached by a link inside the site) does not, so a person is never refused for good.
 */
function tooFast(startedAt: unknown, now: number): boolean {
  const started = typeof startedAt === 'number' ? startedAt : Number(startedAt)
  if (startedAt === undefined || startedAt === '' || !Number.isFinite(started)) return true
  const elapsed = now - started
  return elapsed >= 0 && elapsed < MIN_FILL_MS
}

/**
 * The one server path of a visitor registration, behind both doors (`POST /api/visitorRegistration`
 * and the page's plain form): the contract with each invalid field's message (400), interests
 * checked against the industries tree, the honeypot (answered like a person, nothing stored) and the
 * minimum fill time (400, asking to send again: autofill can be fast, and a second send is slower),
 * then the registration, its consent evidence and the badge mail in one transaction.
 */
export async function submitRegistration(
  body: Record<string, unknown>,
  ctx: Pick<ApiContext, 'request' | 'locale' | 't'>,
  source: ConsentSource,
): Promise<void> {
  const input = { ...body, interests: interestsOf(body) }
  const result = v.safeParse(registrationSchema(ctx.t), input)
  if (!result.success) {
    const errors = registrationFieldErrors(ctx.t, input, result.issues)
    throw new ApiError(400, Object.values(errors)[0] ?? result.issues[0]?.message ?? '', { errors })
  }
  // consentPrivacy is always true here: the contract refuses without it.
  const { website, startedAt, consentPrivacy: _privacy, consentExhibitors, consentNews, ...fields } = result.output
  if (isHoneypotFilled(website)) return
  if (tooFast(startedAt, Date.now())) throw new ApiError(400, registrationMessages.tooFast, { errors: {} })
  const db = await getDb()
  // Both read through the content cache: at the opening morning's burst they are the same for
  // every visitor, and an edit reaches them as it reaches the pages (content-version.server.ts).
  // Not `pageRead`: its 503 is a page's, and both doors here answer a database failure themselves.
  const [tree, config] = await Promise.all([
    contentRead('registration-interests', {}, getIndustryTree),
    contentRead('registration-settings', {}, readSiteConfig),
  ])
  const known = new Set(industryCodes(tree))
  if (fields.interests.some((code) => !known.has(code))) {
    const message = ctx.t(registrationMessages.interestsInvalid)
    throw new ApiError(400, message, { errors: { interests: message } })
  }
  await registerWithBadgeMail(
    db,
    { ...fields, consentExhibitors, consentNews },
    { lang: ctx.locale, source, origin: siteOriginOf(ctx.request), config },
  )
}

/**
 * POST /api/visitorRegistration. The same answer for a new and a repeated registration (the badge is
 * mailed to the address on file either way), so it never tells who is registered.
 */
export async function registerVisitor(ctx: ApiContext): Promise<ApiSuccess<RegistrationAnswer>> {
  await submitRegistration(await acceptFormSubmission(ctx.request, REGISTRATION_FORM), ctx, 'api')
  return { data: null, msg: registrationMessages.registered }
}
