import { createFileRoute } from '@tanstack/react-router'
import { apiHandler } from '~/api/handler.server'
import { exhibitorCountries } from '~/content/exhibitors.server'
import { getDb } from '~/db/client.server'

export const Route = createFileRoute('/api/exhibitors/countries')({
  server: {
    handlers: {
      GET: apiHandler(async ({ locale }) => ({
        data: { list: await exhibitorCountries(await getDb(), locale) },
        cacheSeconds: 300,
      })),
    },
  },
})
