import { createFileRoute } from '@tanstack/react-router'
import { visitorsCsvResponse } from '~/admin/visitors/visitors-csv.server'

/** The visitors of the list's current filter as CSV (sales and admins, audited). */
export const Route = createFileRoute('/admin/visitors.csv')({
  server: { handlers: { GET: ({ request }) => visitorsCsvResponse(request) } },
})
