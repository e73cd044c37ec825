import { createFileRoute } from '@tanstack/react-router'
import { sql } from 'drizzle-orm'
import { apiHandler } from '~/api/handler.server'
import { getDb } from '~/db/client.server'
import { startupSettled } from '~/server/startup.server'

/**
 * Readiness: the start-up work is done and the database answers (a proxy stops sending traffic to a
 * node that is not ready).
 */
export const Route = createFileRoute('/api/ready')({
  server: {
    handlers: {
      GET: apiHandler(async () => {
        await startupSettled()
        const db = await getDb()
        await db.execute(sql`select 1`)
        return { data: { status: 'ready' } }
      }),
    },
  },
})
