import { createFileRoute } from '@tanstack/react-router'
import { siteOriginOf } from '~/seo/origin.server'
import { buildRobots } from '~/seo/sitemap.server'

export const Route = createFileRoute('/robots.txt')({
  server: {
    handlers: {
      GET: ({ request }) =>
        new Response(buildRobots(siteOriginOf(request)), {
          headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=86400' },
        }),
    },
  },
})
