import { createFileRoute } from '@tanstack/react-router'
import { apiHandler } from '~/api/handler.server'
import { parseQuery } from '~/api/query.server'
import { ExhibitorQuery } from '~/contracts/queries'
import { getDb } from '~/db/client.server'
import { exhibitorPage } from '~/features/content/exhibitors.server'

/** GET /api/exhibitors?q=&industry=&country=&germanPavilion=&page=&pageSize= */
export const Route = createFileRoute('/api/exhibitors/')({
  server: {
    handlers: {
      GET: apiHandler(async ({ url, locale }) => ({
        data: await exhibitorPage(await getDb(), locale, parseQuery(url, ExhibitorQuery)),
        cacheSeconds: 60,
      })),
    },
  },
})
