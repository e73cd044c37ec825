import { plainFormPost, typedValues } from '~/api/plain-form-post.server'
import { interestsOf, REGISTRATION_FIELDS } from '~/contracts/registration-fields'
import { submitRegistration } from './register.server'
import {
  REGISTER_FORM_ANCHOR,
  REGISTRATION_FORM,
  type RegisterFormState,
  registerPagePath,
} from './registration.shared'

/**
 * `POST /register` (and `/en/…`): the registration without JavaScript, through the same guard and the
 * same `submitRegistration` as `POST /api/visitorRegistration`. Accepted: 303 to `?sent=1`; refused:
 * the page again with the entries and each field's message.
 */
export const registerFormPost = plainFormPost<{ registerForm: RegisterFormState }>({
  name: REGISTRATION_FORM,
  accept: (body, ctx) => submitRegistration(body, ctx, 'form'),
  accepted: (locale) => `${registerPagePath(locale)}?sent=1#${REGISTER_FORM_ANCHOR}`,
  refused: ({ body, data, message }) => {
    const refusal = data as { errors?: Record<string, string>; restart?: boolean } | null
    const errors = refusal?.errors ?? {}
    const interests = body ? interestsOf(body) : []
    return {
      registerForm: {
        // The stamp sent is kept (a post too fast passes a moment later), unless it is no good.
        values: typedValues(body, [...REGISTRATION_FIELDS, ...(refusal?.restart ? [] : ['startedAt'])]),
        interests: Array.isArray(interests) ? interests.filter((code) => typeof code === 'string') : [],
        errors,
        message: Object.keys(errors).length > 0 ? null : message,
      },
    }
  },
})
