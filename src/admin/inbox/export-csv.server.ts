import type { SQL } from 'drizzle-orm'
import * as v from 'valibot'
import { ApplicationListFilter, SubscriberListFilter } from '~/admin/inbox/contract'
import { getDb } from '~/db/client.server'
import { type ExportKind, exportCsv } from '~/export/export.server'
import { parseSearch } from '~/i18n/search-params'
import { auditedFilter, recordAudit } from '../audit/audit.server'
import { AdminError, requireCapability } from '../auth/session.server'
import { toBeijingInput } from '../ui/beijing-time'
import { applicationWhere } from './applications.server'
import { subscriberWhere } from './subscribers.server'

/**
 * The inbox's CSV download (`/admin/applications.csv?…`, `/admin/subscribers.csv?…`): the command
 * line's export with the screen's current filter, UTF-8 with a BOM for Excel. Personal data leaving
 * the system, so every download is in the audit log with its filter (search words redacted) and
 * row count.
 */
export async function inboxCsvResponse(request: Request, kind: ExportKind): Promise<Response> {
  let actor: { id: string; email: string }
  try {
    actor = await requireCapability(request.headers, 'submissions:export')
  } catch (error) {
    if (!(error instanceof AdminError)) throw error
    return new Response(error.code, { status: error.status, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  }
  const search = parseSearch(new URL(request.url).search)
  // Bad values fall back to "no filter" (as on the screen); the page number is not a filter.
  const { where, filter } =
    kind === 'applications'
      ? filtered(v.parse(ApplicationListFilter, search), applicationWhere)
      : filtered(v.parse(SubscriberListFilter, search), subscriberWhere)
  const db = await getDb()
  const { csv, rows } = await exportCsv(db, kind, where)
  await recordAudit(db, actor, { action: 'export', entity: kind, after: { filter: auditedFilter(filter), rows } })
  const name = kind === 'applications' ? 'booth-applications' : 'newsletter-subscribers'
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${name}-${toBeijingInput(new Date().toISOString()).slice(0, 10)}.csv"`,
    },
  })
}

function filtered<F extends { page?: number }>(parsed: F, toWhere: (filter: Omit<F, 'page'>) => SQL | undefined) {
  const { page: _page, ...filter } = parsed
  return { where: toWhere(filter), filter }
}
