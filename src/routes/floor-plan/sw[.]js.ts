import { createFileRoute } from '@tanstack/react-router'
import { PLAN_PAGE_WORKER } from '~/offline/page-workers'
import { workerResponse } from '~/server/offline-worker.server'

/** GET /floor-plan/sw.js: the hall plan's service worker; `Service-Worker-Allowed` lets `/floor-plan` and `/en/floor-plan` use it. */
export const Route = createFileRoute('/floor-plan/sw.js')({
  server: { handlers: { GET: () => workerResponse(PLAN_PAGE_WORKER) } },
})
