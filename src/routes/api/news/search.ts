import { createFileRoute } from '@tanstack/react-router'
import { queryEndpoint } from '~/api/query-endpoint.server'
import { NewsSearchQuery } from '~/contracts/queries'
import { newsSearchPage } from '~/features/news/news.server'

/** GET /api/news/search?keywords=&page=&pageSize= (Chinese matched as substrings). */
export const Route = createFileRoute('/api/news/search')({
  server: { handlers: { GET: queryEndpoint(NewsSearchQuery, newsSearchPage, 30) } },
})
