import { createFileRoute } from '@tanstack/react-router'
import { queryEndpoint } from '~/api/query-endpoint.server'
import { ExhibitorQuery } from '~/contracts/queries'
import { exhibitorPage } from '~/features/content/exhibitors.server'

/** GET /api/exhibitors?q=&industry=&country=&germanPavilion=&page=&pageSize= */
export const Route = createFileRoute('/api/exhibitors/')({
  server: { handlers: { GET: queryEndpoint(ExhibitorQuery, exhibitorPage, 60) } },
})
