import { createFileRoute } from '@tanstack/react-router'
import { apiHandler } from '~/api/handler.server'
import { configList } from '~/content/site.server'
import { getDb } from '~/db/client.server'

/** The site configuration list: code, type, content, content_rich (spec section 3). */
export const Route = createFileRoute('/api/config')({
  server: {
    handlers: {
      GET: apiHandler(async () => ({ data: { list: await configList(await getDb()) }, cacheSeconds: 60 })),
    },
  },
})
