import { createFileRoute } from '@tanstack/react-router'
import { inboxCsvResponse } from '~/admin/inbox/export-csv.server'

/** The booth applications of the inbox's current filter as CSV (sales and admins). */
export const Route = createFileRoute('/admin/applications.csv')({
  server: { handlers: { GET: ({ request }) => inboxCsvResponse(request, 'applications') } },
})
