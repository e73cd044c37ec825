import * as v from 'valibot'

/**
 * The `data` of the `/api` answers the site's own browser code reads (spec section 7), as valibot
 * schemas: the handler is typed by the inferred type, the browser parses the answer with the
 * schema (`apiGet`/`apiPost`), so neither side can drift without `tsc` or the parse noticing.
 */

/** POST /api/addNewsSubscribe: nothing beyond `code` and `msg`. */
export const SubscribeAnswer = v.null()
export type SubscribeAnswer = v.InferOutput<typeof SubscribeAnswer>

/** POST /api/boothApplication: the stored application's id (null for a refused bot). */
export const BoothApplicationAnswer = v.object({ id: v.nullable(v.number()) })
export type BoothApplicationAnswer = v.InferOutput<typeof BoothApplicationAnswer>

/** GET /api/wechat/share_sign: what `wx.config` needs, and nothing else. */
export const ShareSignAnswer = v.object({
  appId: v.string(),
  timestamp: v.union([v.number(), v.string()]),
  nonceStr: v.string(),
  signature: v.string(),
})
export type ShareSignAnswer = v.InferOutput<typeof ShareSignAnswer>

/** The `data` of a refused form: one message per field (`ApiError(400, msg, { errors })`). */
export const FieldErrorsAnswer = v.object({ errors: v.record(v.string(), v.string()) })

/** POST /api/visitorRegistration: nothing beyond `code` and `msg` (a repeat answers the same). */
export const RegistrationAnswer = v.null()
export type RegistrationAnswer = v.InferOutput<typeof RegistrationAnswer>

/** POST /api/confirmVisitorRegistration: the confirmed registration's badge page (ADR 037). */
export const RegistrationConfirmAnswer = v.object({
  badge: v.pipe(v.string(), v.regex(/^(?:\/en)?\/badge\/[A-Z2-7]{26}$/)),
})
export type RegistrationConfirmAnswer = v.InferOutput<typeof RegistrationConfirmAnswer>
