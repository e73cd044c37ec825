import { createFileRoute } from '@tanstack/react-router'
import { apiHandler } from '~/api/handler.server'
import { parseQuery } from '~/api/query.server'
import { NewsSearchQuery } from '~/contracts/queries'
import { getDb } from '~/db/client.server'
import { newsSearchPage } from '~/features/news/news.server'

/** GET /api/news/search?keywords=&page=&pageSize= (Chinese matched as substrings). */
export const Route = createFileRoute('/api/news/search')({
  server: {
    handlers: {
      GET: apiHandler(async ({ url, locale }) => ({
        data: await newsSearchPage(await getDb(), locale, parseQuery(url, NewsSearchQuery)),
        cacheSeconds: 30,
      })),
    },
  },
})
