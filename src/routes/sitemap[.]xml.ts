import { createFileRoute } from '@tanstack/react-router'
import { isDatabaseUnavailable } from '~/api/api-error.server'
import { RETRY_AFTER_UNAVAILABLE } from '~/api/handler.server'
import { getDb } from '~/db/client.server'
import { buildSitemap } from '~/seo/sitemap.server'
import { siteOrigin } from '~/server/site-origin.server'

export const Route = createFileRoute('/sitemap.xml')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        try {
          return new Response(await buildSitemap(await getDb(), siteOrigin(request)), {
            headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
          })
        } catch (error) {
          if (!isDatabaseUnavailable(error)) throw error
          return new Response('Service Unavailable', {
            status: 503,
            headers: { 'retry-after': String(RETRY_AFTER_UNAVAILABLE), 'content-type': 'text/plain; charset=utf-8' },
          })
        }
      },
    },
  },
})
