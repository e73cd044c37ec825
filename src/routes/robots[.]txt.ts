import { createFileRoute } from '@tanstack/react-router'
import { buildRobots } from '~/seo/sitemap.server'
import { siteOrigin } from '~/server/site-origin.server'

export const Route = createFileRoute('/robots.txt')({
  server: {
    handlers: {
      GET: ({ request }) =>
        new Response(buildRobots(siteOrigin(request)), {
          headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=86400' },
        }),
    },
  },
})
