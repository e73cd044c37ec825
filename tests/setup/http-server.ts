import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { createEmptyPostgresDatabase } from '~/db/testing.server'
import { startServer } from '../../scripts/lib/production-server.ts'
import { TEST_ADMIN_ENV } from '../support/admin'
import { firstAdminCreated } from '../support/uploads'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    dataDir: string
  }
}

/**
 * One production server for the whole HTTP suite, on a throw-away PGlite folder, or, when
 * TEST_DATABASE_URL is set, on a throw-away database of that PostgreSQL server.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(process.env.TEST_DATA_DIR ?? tmpdir(), 'http-'))
  const serverUrl = process.env.TEST_DATABASE_URL?.trim()
  const postgres = serverUrl ? await createEmptyPostgresDatabase(serverUrl) : undefined
  // TRUST_PROXY lets each test act as its own client (X-Forwarded-For) for the per-client rate limits.
  const server = await startServer({
    DATA_DIR: dataDir,
    TRUST_PROXY: '1',
    RATE_LIMIT_FORMS: '10/600',
    ...TEST_ADMIN_ENV,
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  })
  // The first admin is created just after the server reports ready: tests that sign in need it.
  await firstAdminCreated(server)
  project.provide('baseUrl', server.url)
  project.provide('dataDir', dataDir)
  return async () => {
    await server.stop()
    await postgres?.drop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
