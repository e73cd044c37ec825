import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { startServer } from './server'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    dataDir: string
  }
}

/** One production server for the whole HTTP suite, on a throw-away data folder. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(process.env.TEST_DATA_DIR ?? tmpdir(), 'http-'))
  const server = await startServer({ DATA_DIR: dataDir })
  project.provide('baseUrl', server.url)
  project.provide('dataDir', dataDir)
  return async () => {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
