import { createFileRoute } from '@tanstack/react-router'
import { CHECK_IN_PAGE_WORKER } from '~/offline/page-workers'
import { workerResponse } from '~/server/offline-worker.server'

/** GET /admin/check-in/sw.js: the check-in page's service worker (scope `/admin/check-in`). */
export const Route = createFileRoute('/admin/check-in/sw.js')({
  server: { handlers: { GET: () => workerResponse(CHECK_IN_PAGE_WORKER) } },
})
