import type { TestProject } from 'vitest/node'
import { startSuiteServer } from '../support/suite-server'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
  }
}

/**
 * One production server for the HTTP files that leave the site as they found it (they read, or
 * write only rows of their own). A file that changes what every page shows (the show dates, the
 * privacy notices) starts a server of its own instead (tests/support/own-server.ts).
 */
export default async function setup(project: TestProject) {
  const server = await startSuiteServer('http')
  project.provide('baseUrl', server.url)
  return () => server.stop()
}
