import { createFileRoute } from '@tanstack/react-router'
import { apiHandler } from '~/api/handler.server'
import { parseQuery } from '~/api/query.server'
import { NewsListQuery } from '~/contracts/queries'
import { getDb } from '~/db/client.server'
import { newsPage } from '~/features/news/news.server'

/** GET /api/news?category=&page=&pageSize= */
export const Route = createFileRoute('/api/news/')({
  server: {
    handlers: {
      GET: apiHandler(async ({ url, locale }) => ({
        data: await newsPage(await getDb(), locale, parseQuery(url, NewsListQuery)),
        cacheSeconds: 30,
      })),
    },
  },
})
