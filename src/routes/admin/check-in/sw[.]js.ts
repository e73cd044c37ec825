import { createFileRoute } from '@tanstack/react-router'
import { CHECK_IN_WORKER } from '~/admin/check-in/check-in-form-post.server'

/** GET /admin/check-in/sw.js: the check-in page's service worker (scope `/admin/check-in`). */
export const Route = createFileRoute('/admin/check-in/sw.js')({
  server: { handlers: { GET: () => CHECK_IN_WORKER() } },
})
