import { createFileRoute } from '@tanstack/react-router'

/** Liveness: the process is up and serving requests. */
export const Route = createFileRoute('/api/health')({
  server: {
    handlers: {
      GET: () =>
        Response.json({ code: 200, msg: 'ok', data: { status: 'ok' } }, { headers: { 'cache-control': 'no-store' } }),
    },
  },
})
