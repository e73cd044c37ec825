import { createFileRoute } from '@tanstack/react-router'
import { queryEndpoint } from '~/api/query-endpoint.server'
import { exhibitorPage } from '~/content/exhibitors.server'
import { ExhibitorQuery } from '~/contracts/queries'

/** GET /api/exhibitors?q=&industry=&country=&germanPavilion=&page=&pageSize= */
export const Route = createFileRoute('/api/exhibitors/')({
  server: { handlers: { GET: queryEndpoint(ExhibitorQuery, exhibitorPage, 60) } },
})
