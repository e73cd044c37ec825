import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { authSecret } from '~/server/auth-secret.server'
import { envNumber } from '~/server/env-settings'

/**
 * The signed start of a form (ADR 037): the server renders the time the form was shown with a nonce
 * and an HMAC of both, and the post must bring it back unaltered. A client can no longer claim it
 * opened the form long ago (`startedAt: 0`); a bot must fetch the page and wait like a person.
 * A stamp is not single-use: the forms' rate limit bounds how often one client may use it.
 */

/** The shortest time a person takes to fill in a form: `FORM_MIN_FILL_MS`, 3 s unless set (tests set 0). */
export const minFillMsFromEnv = (raw = process.env.FORM_MIN_FILL_MS) => envNumber(raw, 3_000)

/** A stamp older than this is refused: the form is to be loaded again. */
export const FORM_START_MAX_AGE_MS = 24 * 3_600_000

const STAMP_RE = /^(\d{1,15})\.([\w-]{12})\.([\w-]{43})$/

let derived: Promise<Buffer> | undefined
/** The stamps' own key, derived from the site's secret (so it never signs anything else). */
export function formStartKey(): Promise<Buffer> {
  derived ??= authSecret().then((secret) => createHmac('sha256', secret).update('form-start/v1').digest())
  return derived
}

const macOf = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url')

/** `<ms>.<nonce>.<hmac>`: the form's hidden `startedAt` field. */
export function signFormStart(key: Buffer, now = Date.now()): string {
  const payload = `${now}.${randomBytes(9).toString('base64url')}`
  return `${payload}.${macOf(key, payload)}`
}

/**
 * `ok`; `tooFast` when sent sooner than a person fills the form in (ask to send again: autofill can be
 * fast, and the same stamp passes a moment later); `invalid` when missing, altered, not ours or older
 * than a day (the form must be loaded again). A stamp from the future (another server's clock a
 * little ahead) counts as fresh, so a person is never refused for good.
 */
export function checkFormStart(
  key: Buffer,
  stamp: unknown,
  { now = Date.now(), minFillMs = minFillMsFromEnv() }: { now?: number; minFillMs?: number } = {},
): 'ok' | 'tooFast' | 'invalid' {
  const match = typeof stamp === 'string' ? STAMP_RE.exec(stamp) : null
  if (!match) return 'invalid'
  const [, at = '', nonce = '', given = ''] = match
  if (!timingSafeEqual(Buffer.from(macOf(key, `${at}.${nonce}`)), Buffer.from(given))) return 'invalid'
  const elapsed = now - Number(at)
  if (elapsed > FORM_START_MAX_AGE_MS) return 'invalid'
  return elapsed >= 0 && elapsed < minFillMs ? 'tooFast' : 'ok'
}
