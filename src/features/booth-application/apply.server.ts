import { createHash } from 'node:crypto'
import * as v from 'valibot'
import { ApiError } from '~/api/api-error.server'
import type { ApiContext, ApiSuccess } from '~/api/handler.server'
import { unavailableBooths } from '~/content/floor-plan.server'
import { fieldErrorsWithoutNotice, requireShownNotice } from '~/content/privacy-notices.server'
import { boothApplicationSchema, boothFieldErrors } from '~/contracts/booth-application'
import { isHoneypotFilled } from '~/contracts/fields'
import { apiMessages, formMessages } from '~/contracts/messages'
import type { Translate } from '~/contracts/translate'
import { type Db, getDb } from '~/db/client.server'
import { flushWrites } from '~/db/durability.server'
import {
  addBoothApplication,
  type BoothApplicationInput,
  type IdempotencyKey,
  IdempotencyKeyReusedError,
} from '~/db/repositories/booth-applications.server'
import { readSiteConfig } from '~/db/repositories/site-config.server'
import type { Locale } from '~/i18n/locales'
import { applicationNoticeMail, applicationReceivedMail } from '~/mail/compose.server'
import { mailDomain } from '~/mail/delivery.server'
import { enqueueMail } from '~/mail/outbox.server'
import { siteOrigin } from '~/server/site-origin.server'

const IDEMPOTENCY_KEY_RE = /^[A-Za-z0-9_-]{8,100}$/

export interface BoothSubmission {
  /** The request, for the public origin of the links in the mails. */
  request: Request
  locale: Locale
  t: Translate
  /**
   * One key per form render (the browser's `Idempotency-Key`, namespaced `api:`); `'content'`
   * derives one (`form:`) from the validated fields and the day, for plain HTML posts that cannot
   * carry a key of their own.
   */
  idempotencyKey?: IdempotencyKey | 'content'
}

/**
 * The one server path of a booth application, behind both doors (`POST /api/boothApplication` and
 * the page's plain HTML form): the valibot contract with every invalid field's localised message in
 * `data.errors` (400, `msg` the first), the honeypot, then a durable, idempotent insert. A bot that
 * filled the honeypot gets the same answer as a person, and nothing is stored (`id: null`). A valid
 * post must name a version of the application's privacy notice (the one its page showed, ADR 037).
 */
export async function submitBoothApplication(
  body: Record<string, unknown>,
  submission: BoothSubmission,
): Promise<{ id: number | null }> {
  const result = v.safeParse(boothApplicationSchema(submission.t), body)
  if (!result.success) {
    const errors = fieldErrorsWithoutNotice(boothFieldErrors(submission.t, body, result.issues))
    throw new ApiError(400, Object.values(errors)[0] ?? '', { errors })
  }
  const { website, consent, noticeVersion: sent, ...fields } = result.output
  const noticeVersion = await requireShownNotice('application', sent)
  if (isHoneypotFilled(website)) return { id: null }
  const db = await getDb()
  // A wish for a booth sold since the page was opened is refused now, not found out by the sales team.
  const [taken] = await unavailableBooths(db, fields.preferredBooths)
  if (taken !== undefined) {
    const message = submission.t({ ...formMessages.preferredBoothTaken, values: { label: taken } })
    throw new ApiError(400, message, { errors: { preferredBooths: message } })
  }
  const key =
    submission.idempotencyKey === 'content' ? contentKey(submission.locale, fields) : submission.idempotencyKey
  try {
    const saved = await applyWithMails(
      db,
      { ...fields, lang: submission.locale, consent, noticeVersion },
      key,
      siteOrigin(submission.request),
    )
    return { id: saved.id }
  } catch (error) {
    if (error instanceof IdempotencyKeyReusedError) throw new ApiError(422, apiMessages.idempotencyKeyReused)
    throw error
  }
}

/**
 * A key for a plain form post: the same application sent twice on one day (a double click, a
 * resubmitted page) is stored once; the same fields on another day are a new application.
 */
function contentKey(locale: Locale, fields: Record<string, unknown>): IdempotencyKey {
  const day = new Date().toISOString().slice(0, 10)
  const digest = createHash('sha256')
    .update(JSON.stringify([locale, day, fields]))
    .digest('base64url')
  return `form:${digest}`
}

/**
 * POST /api/boothApplication. With an `Idempotency-Key` header (one per form render) a retried
 * request returns the first answer and never stores a second row; the same key with other fields
 * is a 422.
 */
export async function applyForBooth(
  body: Record<string, unknown>,
  ctx: ApiContext,
): Promise<ApiSuccess<{ id: number | null }>> {
  const key = ctx.request.headers.get('idempotency-key')?.trim() || undefined
  if (key !== undefined && !IDEMPOTENCY_KEY_RE.test(key))
    throw new ApiError(400, apiMessages.badRequest, { field: 'Idempotency-Key' })
  const data = await submitBoothApplication(body, {
    request: ctx.request,
    locale: ctx.locale,
    t: ctx.t,
    idempotencyKey: key === undefined ? undefined : `api:${key}`,
  })
  return { data, msg: formMessages.submitted }
}

/**
 * The application and its mails (the applicant's receipt, the sales team's notice) in one transaction,
 * so a stored application always has its mails queued and a queued mail always has its application;
 * resolves once the write is durable. A replayed key stores and mails nothing again.
 */
export async function applyWithMails(
  db: Db,
  input: BoothApplicationInput,
  idempotencyKey: IdempotencyKey | undefined,
  origin: string,
): Promise<{ id: number; replayed: boolean }> {
  const config = await readSiteConfig(db)
  const salesTo = config.text.sales_email || config.text.organiser_email
  const result = await db.transaction(async (tx) => {
    const saved = await addBoothApplication(tx, input, idempotencyKey)
    if (!saved.replayed) {
      const application = { ...input, id: saved.id }
      await enqueueMail(tx, await applicationReceivedMail(application), mailDomain())
      if (salesTo) await enqueueMail(tx, await applicationNoticeMail(application, salesTo, origin), mailDomain())
    }
    return saved
  })
  await flushWrites(db)
  return result
}
