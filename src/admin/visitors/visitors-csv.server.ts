import * as v from 'valibot'
import { getDb } from '~/db/client.server'
import { toCsv } from '~/export/csv'
import { parseSearch } from '~/i18n/search-params'
import { auditedFilter, recordAudit } from '../audit/audit.server'
import { AdminError, requireCapability } from '../auth/session.server'
import { VisitorListFilter } from './contract'
import { visitorsCsv } from './visitors.server'

/**
 * `/admin/visitors.csv?…`: the visitors list's current filter as CSV (UTF-8 with BOM, every cell
 * quoted, formulas neutralised: the one writer of every export). Personal data leaving the system,
 * so each download is audited with its filter (the search words redacted: they may be a person's
 * e-mail) and row count.
 */
export async function visitorsCsvResponse(request: Request): Promise<Response> {
  let actor: { id: string; email: string }
  try {
    actor = await requireCapability(request.headers, 'visitors:read')
  } catch (error) {
    if (!(error instanceof AdminError)) throw error
    return new Response(error.code, { status: error.status, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  }
  const { page: _page, ...filter } = v.parse(VisitorListFilter, parseSearch(new URL(request.url).search))
  const db = await getDb()
  const { header, cells } = await visitorsCsv(db, filter)
  await recordAudit(db, actor, {
    action: 'export',
    entity: 'visitor_registration',
    after: { filter: auditedFilter(filter), rows: cells.length },
  })
  return new Response(toCsv(header, cells), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="visitors.csv"',
      'cache-control': 'no-store',
    },
  })
}
