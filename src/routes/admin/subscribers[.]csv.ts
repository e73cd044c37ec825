import { createFileRoute } from '@tanstack/react-router'
import { inboxCsvResponse } from '~/admin/inbox/export-csv.server'

/** The newsletter subscribers of the inbox's current filter as CSV (sales and admins). */
export const Route = createFileRoute('/admin/subscribers.csv')({
  server: { handlers: { GET: ({ request }) => inboxCsvResponse(request, 'subscriptions') } },
})
