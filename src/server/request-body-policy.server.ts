import type { Capability } from '~/admin/auth/roles'
import { AdminError, requireCapability } from '~/admin/auth/session.server'
import { BOOTH_IMPORT_LIMITS } from '~/admin/floor-plan/contract'
import { IMPORT_LIMITS } from '~/admin/import/contract'
import { ApiError } from '~/api/api-error.server'
import { apiHandler } from '~/api/handler.server'
import { apiMessages } from '~/contracts/messages'
import { envNumber } from './env-settings'
import { tooLargePage } from './minimal-page.server'
import { isServerFnPath, serverFnError } from './server-fn-errors.server'
import { serverFnHandlerName, serverFnId } from './server-fn-id'
import { maxUploadMegabytes } from './upload-limit.server'

/**
 * How much of a request body the server reads, decided from the path alone before a byte is read
 * (ADR 031). Every body (a form, a sign-in, a server function's arguments) is limited to
 * DEFAULT_BODY_LIMIT; only the server functions below may send more, and only for a signed-in
 * account allowed to call them (checked before the body is read), a few at a time.
 */
const DEFAULT_BODY_LIMIT = 64 * 1024

const MB = 1024 * 1024
/** Room for a multipart body's boundaries, its other fields and Start's context beside the file. */
const FORM_OVERHEAD = 64 * 1024

interface LargeServerFn {
  /** The module, relative to the project root, and the exported server function. */
  file: string
  name: string
  /** The capability its middleware requires (adminFn), checked at the edge before the body is read. */
  capability: Capability
  maxBytes: () => number
}

export const LARGE_SERVER_FNS: readonly LargeServerFn[] = [
  {
    file: 'src/admin/media/media-admin.functions.ts',
    name: 'uploadMediaFile',
    capability: 'content:write',
    maxBytes: () => maxUploadMegabytes() * MB + FORM_OVERHEAD,
  },
  {
    file: 'src/admin/import/import.functions.ts',
    name: 'uploadExhibitorImport',
    capability: 'content:write',
    maxBytes: () => IMPORT_LIMITS.maxBytes + FORM_OVERHEAD,
  },
  // A booth file is small, but an XLSX inflates: it is read and unpacked in a slot like the above.
  {
    file: 'src/admin/floor-plan/floor-plan.functions.ts',
    name: 'importAdminBooths',
    capability: 'booths:write',
    maxBytes: () => BOOTH_IMPORT_LIMITS.maxBytes + FORM_OVERHEAD,
  },
  // Two bodies of up to 200,000 characters each (3 bytes per Chinese character in UTF-8).
  {
    file: 'src/admin/news/news-admin.functions.ts',
    name: 'saveNewsItem',
    capability: 'content:write',
    maxBytes: () => 2 * MB,
  },
  // A record of the form's strings (up to 1,000 characters each).
  {
    file: 'src/admin/settings/settings.functions.ts',
    name: 'saveSettingsForm',
    capability: 'settings:write',
    maxBytes: () => 256 * 1024,
  },
  {
    file: 'src/admin/settings/settings.functions.ts',
    name: 'previewSettingsForm',
    capability: 'settings:write',
    maxBytes: () => 256 * 1024,
  },
]

const byId = new Map(LARGE_SERVER_FNS.map((fn) => [serverFnId(fn.file, serverFnHandlerName(fn.name)), fn]))

/** The large server function a `/_serverFn/<id>` path names, if any (a dev server's ids are base64 JSON). */
export function largeServerFnOf(pathname: string): LargeServerFn | undefined {
  if (!isServerFnPath(pathname)) return undefined
  const id = pathname.slice('/_serverFn/'.length)
  const found = byId.get(id)
  if (found || process.env.NODE_ENV === 'production') return found
  try {
    const dev: unknown = JSON.parse(Buffer.from(id, 'base64url').toString('utf8'))
    if (typeof dev !== 'object' || dev === null) return undefined
    const { file, export: name } = dev as { file?: unknown; export?: unknown }
    return LARGE_SERVER_FNS.find(
      (fn) => typeof file === 'string' && file.includes(fn.file) && name === serverFnHandlerName(fn.name),
    )
  } catch {
    return undefined
  }
}

/** The most bytes of body the request at `pathname` may send. */
export function bodyLimitOf(pathname: string): number {
  return largeServerFnOf(pathname)?.maxBytes() ?? DEFAULT_BODY_LIMIT
}

/** Large bodies in flight per process (`UPLOADS_IN_FLIGHT`, default 4): each may hold its limit in memory. */
class Slots {
  private used = 0
  constructor(private readonly size: number) {}
  take(): (() => void) | undefined {
    if (this.used >= this.size) return undefined
    this.used++
    let released = false
    return () => {
      if (released) return
      released = true
      this.used--
    }
  }
}
const largeBodies = new Slots(Math.max(1, Math.floor(envNumber(process.env.UPLOADS_IN_FLIGHT, 4))))

const UPLOAD_RETRY_AFTER_SECONDS = 5

/**
 * Runs a large server function: refused before its body is read when no account allowed to call it
 * is signed in (401/403, as its own middleware would answer) or when UPLOADS_IN_FLIGHT of them are
 * already being received (503 + Retry-After). The slot is held until the function has answered.
 */
export async function runLargeServerFn(
  request: Request,
  fn: LargeServerFn,
  run: () => Promise<Response>,
): Promise<Response> {
  try {
    await requireCapability(request.headers, fn.capability)
  } catch (error) {
    if (error instanceof AdminError) return serverFnError(error.status, error.code)
    throw error
  }
  const release = largeBodies.take()
  if (!release) return serverFnError(503, 'Service unavailable', { 'retry-after': String(UPLOAD_RETRY_AFTER_SECONDS) })
  try {
    return await run()
  } finally {
    release()
  }
}

const apiTooLarge = apiHandler(() => {
  throw new ApiError(413, apiMessages.tooLarge)
})

/** The 413 for a body over its limit, in the answer format of its path. */
export async function tooLargeAnswer(request: Request, pathname: string): Promise<Response> {
  if (isServerFnPath(pathname)) return serverFnError(413, 'Payload too large')
  if (pathname === '/api' || pathname.startsWith('/api/')) return await apiTooLarge({ request })
  return await tooLargePage(request)
}
