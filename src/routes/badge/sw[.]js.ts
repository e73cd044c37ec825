import { createFileRoute } from '@tanstack/react-router'
import { BADGE_PAGE_WORKER } from '~/offline/page-workers'
import { workerResponse } from '~/server/offline-worker.server'

/** GET /badge/sw.js: the badge pages' service worker; `Service-Worker-Allowed` lets `/en/badge/` use it. */
export const Route = createFileRoute('/badge/sw.js')({
  server: { handlers: { GET: () => workerResponse(BADGE_PAGE_WORKER) } },
})
