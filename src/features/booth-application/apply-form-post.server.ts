import { plainFormPost, typedValues } from '~/api/plain-form-post.server'
import { BOOTH_FORM_FIELDS } from '~/contracts/booth-form-fields'
import { isConsentGiven } from '~/contracts/fields'
import { submitBoothApplication } from './apply.server'
import { APPLY_FORM_ANCHOR, type ApplyFormState, applyPagePath, CONSENT_GIVEN } from './booth-form.shared'

/**
 * `POST /become-an-exhibitor` (and `/en/…`): the booth form without JavaScript, through the same
 * guard and the same `submitBoothApplication` as `POST /api/boothApplication`. Accepted: 303 to
 * `?sent=1`; refused: the page again with the entries and each field's message.
 */
export const boothFormPost = plainFormPost<{ applyForm: ApplyFormState }>({
  name: 'booth-application',
  accept: (body, { request, locale, t }) =>
    submitBoothApplication(body, { request, locale, t, idempotencyKey: 'content' }),
  accepted: (locale) => `${applyPagePath(locale)}?sent=1#${APPLY_FORM_ANCHOR}`,
  refused: ({ body, data, message }) => {
    const errors = (data as { errors?: Record<string, string> } | null)?.errors
    return {
      applyForm: {
        values: {
          ...typedValues(body, BOOTH_FORM_FIELDS),
          consent: isConsentGiven(body?.consent) ? CONSENT_GIVEN : '',
        },
        errors: errors ?? {},
        notice: errors ? { kind: 'invalid' } : { kind: 'failed', message },
      },
    }
  },
})
