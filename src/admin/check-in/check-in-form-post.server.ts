import { randomUUID } from 'node:crypto'
import { ApiError } from '~/api/api-error.server'
import { readFormBody } from '~/api/read-body.server'
import { assertSameSite } from '~/api/same-site.server'
import { getDb } from '~/db/client.server'
import { redirectTo } from '~/routing/redirect-target'
import { setSsrResponseStatus } from '~/server/request-store.server'
import { AdminError, requireCapability } from '../auth/session.server'
import { recordScan } from './check-in.server'
import type { ScanResult } from './contract'

interface NextRender<T> {
  isNext: true
  context: T
}
type Next = <T>(options: { context: T }) => NextRender<T>

/**
 * `POST /admin/check-in`: the typed code sent before the page's code runs (or without it). The same
 * checks as the server function (same site, the `checkin:scan` capability), then the page again
 * with the answer. A device that has not named its gate yet is recorded as gate "-".
 */
export async function checkInFormPost({
  request,
  next,
}: {
  request: Request
  next: Next
}): Promise<Response | NextRender<{ checkInResult: ScanResult | null }>> {
  try {
    assertSameSite(request)
    const user = await requireCapability(request.headers, 'checkin:scan')
    const body = await readFormBody(request)
    const code = typeof body.code === 'string' ? body.code.slice(0, 100) : ''
    const gate = typeof body.gate === 'string' && body.gate.trim() ? body.gate.trim().slice(0, 40) : '-'
    const result = await recordScan(
      await getDb(),
      { code, gate, scanId: randomUUID(), scannedAt: new Date().toISOString() },
      user.id,
    )
    return next({ context: { checkInResult: result } })
  } catch (error) {
    if (error instanceof AdminError && error.status === 401)
      return redirectTo('/admin/sign-in?next=%2Fadmin%2Fcheck-in', { status: 303 })
    if (error instanceof AdminError || error instanceof ApiError) {
      setSsrResponseStatus(error.status, {})
      return next({ context: { checkInResult: null } })
    }
    throw error
  }
}
