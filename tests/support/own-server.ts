import { afterAll, beforeAll } from 'vitest'
import { setOwnServerUrl } from './http'
import { type SuiteServer, startSuiteServer } from './suite-server'

/**
 * For a file that changes what every page shows (the show dates, the current privacy notice):
 * call at its top level, before any other hook, and its tests (and the support helpers, through
 * `baseUrl()`) talk to a server of its own, set up as the suite's shared one. The other HTTP files,
 * running beside it, never see its changes.
 */
export function withOwnServer(label: string): void {
  let server: SuiteServer | undefined
  beforeAll(async () => {
    server = await startSuiteServer(label)
    setOwnServerUrl(server.url)
  }, 90_000)
  afterAll(async () => {
    setOwnServerUrl(undefined)
    await server?.stop()
  })
}
