import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createEmptyPostgresDatabase } from '~/db/testing.server'
import { startServer } from '../../scripts/lib/production-server.ts'
import { TEST_ADMIN_ENV } from './admin'
import { firstAdminCreated } from './uploads'

export interface SuiteServer {
  url: string
  dataDir: string
  stop(): Promise<void>
}

/**
 * A production server as the HTTP suite runs it, on a throw-away PGlite folder, or, when
 * TEST_DATABASE_URL is set, on a throw-away database of that PostgreSQL server; resolves once the
 * first admin exists (tests that sign in need it). The suite's shared server (tests/setup/http-server.ts)
 * and a file's own one (own-server.ts) are the same server.
 */
export async function startSuiteServer(label: string): Promise<SuiteServer> {
  const dataDir = mkdtempSync(path.join(process.env.TEST_DATA_DIR ?? tmpdir(), `${label}-`))
  const serverUrl = process.env.TEST_DATABASE_URL?.trim()
  const postgres = serverUrl ? await createEmptyPostgresDatabase(serverUrl) : undefined
  const server = await startServer({
    DATA_DIR: dataDir,
    // Each test acts as its own client (X-Forwarded-For) for the per-client rate limits.
    TRUST_PROXY: '1',
    RATE_LIMIT_FORMS: '10/600',
    // No test waits out the registration's minimum fill time (its window is unit-tested: form-start).
    FORM_MIN_FILL_MS: '0',
    // The HTTP files run two at a time on two cores, and one of them may be loading a server of its
    // own: a burst of renders here (120 at once, a crawler's ten) must queue, not be shed for a wait
    // the other file's load made long. Shedding is tested where it is the point: hostile-input's
    // server of its own and the resilience suite.
    PAGE_RENDER_QUEUE_MS: '10000',
    ...TEST_ADMIN_ENV,
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  })
  await firstAdminCreated(server)
  return {
    url: server.url,
    dataDir,
    async stop() {
      await server.stop()
      await postgres?.drop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
