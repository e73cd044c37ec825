import { createFileRoute } from '@tanstack/react-router'
import { apiHandler } from '~/api/handler.server'
import { menu } from '~/content/site.server'
import { getDb } from '~/db/client.server'

export const Route = createFileRoute('/api/menu')({
  server: {
    handlers: {
      GET: apiHandler(async ({ locale }) => ({ data: { list: await menu(await getDb(), locale) }, cacheSeconds: 60 })),
    },
  },
})
