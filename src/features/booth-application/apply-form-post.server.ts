import { ApiError, isDatabaseUnavailable } from '~/api/api-error.server'
import { apiTranslator } from '~/api/api-i18n.server'
import { acceptFormSubmission } from '~/api/form-guard.server'
import { readFormBody } from '~/api/read-body.server'
import { BOOTH_FORM_FIELDS } from '~/contracts/booth-application'
import { apiMessages } from '~/contracts/messages'
import { localeOfPath } from '~/i18n/locales'
import { redirectTo } from '~/routing/redirect-target'
import { setSsrResponseStatus } from '~/server/request-store.server'
import { submitBoothApplication } from './apply.server'
import { APPLY_FORM_ANCHOR, type ApplyFormState, applyPagePath } from './booth-form.shared'

interface NextRender<T> {
  isNext: true
  context: T
}
/** The route handler's `next`: render the page, with `context` as the loader's `serverContext`. */
type Next = <T>(options: { context: T }) => NextRender<T>

/**
 * `POST /become-an-exhibitor` (and `/en/…`): the booth form without JavaScript, through the same
 * guard (same-site check, rate limit, 16 KB body) and the same `submitBoothApplication` as the JSON
 * API. Post/Redirect/Get: an accepted application answers 303 to `?sent=1`, a page anyone may
 * reload or cache. A refused one renders the page again with the entries and each field's message
 * (status 400, or the guard's 403/413/415/429, 503 when the database is down).
 */
export async function boothFormPost({
  request,
  next,
}: {
  request: Request
  next: Next
}): Promise<Response | NextRender<{ applyForm: ApplyFormState }>> {
  const locale = localeOfPath(new URL(request.url).pathname)
  const t = await apiTranslator(locale)
  let body: Record<string, unknown> | undefined
  let state: ApplyFormState
  let status: number
  try {
    body = await acceptFormSubmission(request, 'booth-application')
    await submitBoothApplication(body, { request, locale, t, idempotencyKey: 'content' })
    return redirectTo(`${applyPagePath(locale)}?sent=1#${APPLY_FORM_ANCHOR}`, { status: 303 })
  } catch (error) {
    if (error instanceof ApiError) {
      // A refused client still gets back what it typed (the guard stops before reading the body).
      if (error.status === 429) body = await readFormBody(request).catch(() => undefined)
      const errors = (error.data as { errors?: Record<string, string> } | null)?.errors
      const message = typeof error.text === 'string' ? error.text : t(error.text)
      status = error.status
      state = {
        values: formValues(body),
        errors: errors ?? {},
        notice: errors ? { kind: 'invalid' } : { kind: 'failed', message },
      }
    } else if (isDatabaseUnavailable(error)) {
      // The guard's rate-limit check may have failed before the body was read: read it now.
      body ??= await readFormBody(request).catch(() => undefined)
      status = 503
      state = { values: formValues(body), errors: {}, notice: { kind: 'failed', message: t(apiMessages.unavailable) } }
    } else {
      throw error
    }
  }
  setSsrResponseStatus(status)
  return next({ context: { applyForm: state } })
}

/** The form's own fields as typed (strings only, never anything else of the body), to show them again. */
function formValues(body: Record<string, unknown> | undefined): Record<string, string> {
  const values: Record<string, string> = {}
  for (const name of BOOTH_FORM_FIELDS) {
    const value = body?.[name]
    if (typeof value === 'string') values[name] = value
    else if (typeof value === 'number' || typeof value === 'boolean') values[name] = String(value)
  }
  return values
}
