import { createFileRoute } from '@tanstack/react-router'
import { queryEndpoint } from '~/api/query-endpoint.server'
import { NewsListQuery } from '~/contracts/queries'
import { newsPage } from '~/features/news/news.server'

/** GET /api/news?category=&page=&pageSize= */
export const Route = createFileRoute('/api/news/')({
  server: { handlers: { GET: queryEndpoint(NewsListQuery, newsPage, 30) } },
})
