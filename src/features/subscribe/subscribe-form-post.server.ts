import { plainFormPost, typedValues } from '~/api/plain-form-post.server'
import { subscribe } from './subscribe.server'
import { isSubscribeField, SUBSCRIBE_FIELDS, type SubscribeFormState, subscribePagePath } from './subscribe-form.shared'

/**
 * `POST /newsletter/subscribe` (and `/en/…`): every page's footer form without JavaScript, or sent
 * before the footer hydrated, through the same guard, rate limit and `subscribe` as
 * `POST /api/addNewsSubscribe`. Accepted: 303 to `?sent=1`; refused: the page with the form again,
 * the entries kept and the first invalid field's message (or why the post was refused).
 */
export const subscribeFormPost = plainFormPost<{ subscribeForm: SubscribeFormState }>({
  name: 'subscribe',
  accept: subscribe,
  accepted: (locale) => `${subscribePagePath(locale)}?sent=1`,
  refused: ({ body, data, message }) => {
    const field = typeof data === 'object' && data !== null && 'field' in data ? data.field : null
    const invalid = isSubscribeField(field) ? { field, message } : null
    return {
      subscribeForm: { values: typedValues(body, SUBSCRIBE_FIELDS), invalid, failed: invalid ? null : message },
    }
  },
})
