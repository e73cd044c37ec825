import { createFileRoute } from '@tanstack/react-router'
import { apiHandler } from '~/api/handler.server'
import { getDb } from '~/db/client.server'
import { configList } from '~/features/content/site.server'

/** The site configuration list: code, type, content, content_rich (spec section 3). */
export const Route = createFileRoute('/api/config')({
  server: {
    handlers: {
      GET: apiHandler(async () => ({ data: { list: await configList(await getDb()) }, cacheSeconds: 60 })),
    },
  },
})
