import { createFileRoute } from '@tanstack/react-router'
import { AuditPage, ForbiddenNotice, fetchAudit, orForbidden } from '~/admin'
import { AuditFilter } from '~/admin/audit/contract'

export const Route = createFileRoute('/admin/_signedIn/audit')({
  validateSearch: AuditFilter,
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => orForbidden(fetchAudit({ data: deps })),
  component: function AuditRoute() {
    const entries = Route.useLoaderData()
    const filter = Route.useSearch()
    return entries ? <AuditPage entries={entries} filter={filter} /> : <ForbiddenNotice />
  },
})
