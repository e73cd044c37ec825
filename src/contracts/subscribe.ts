import * as v from 'valibot'
import { consentField, EMAIL_MAX, EMAIL_RE, honeypotField, requiredText } from './fields'
import { formMessages } from './messages'
import { noticeVersionField } from './privacy-notice'
import type { Translate } from './translate'

/**
 * The news-letter form (spec section 5). Checked in the spec's order, the first failure wins:
 * name, email, company, position empty; then the e-mail format; then consent; then the version of
 * the privacy notice shown. Parse with
 * `{ abortEarly: true }` to get exactly that first message.
 */
export function subscribeSchema(t: Translate) {
  return v.pipe(
    v.object({
      truename: requiredText(t, formMessages.nameRequired, 100),
      email: requiredText(t, formMessages.emailRequired, EMAIL_MAX),
      company: requiredText(t, formMessages.companyRequired, 200),
      position: requiredText(t, formMessages.positionRequired, 100),
      consent: v.optional(v.unknown()),
      website: honeypotField,
      noticeVersion: v.optional(v.unknown()),
    }),
    v.forward(
      v.check((input) => EMAIL_RE.test(input.email), t(formMessages.emailInvalid)),
      ['email'],
    ),
    v.forward(
      v.check((input) => v.is(consentField(t), input.consent), t(formMessages.consentRequired)),
      ['consent'],
    ),
    // Last, after the spec's checks: the version of the notice the form showed (ADR 037).
    v.forward(
      v.check(
        (input) => v.is(noticeVersionField(t, 'subscription'), input.noticeVersion),
        t(formMessages.noticeVersionUnknown),
      ),
      ['noticeVersion'],
    ),
  )
}
