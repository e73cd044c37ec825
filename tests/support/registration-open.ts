import { afterAll, beforeAll, expect } from 'vitest'
import { baseUrl, newClientIp } from './http'
import { callServerFn } from './server-fn-call'
import { serverFnPath, signInCookie } from './uploads'

const FETCH_SETTINGS = serverFnPath('src/admin/settings/settings.functions.ts', 'fetchSettings')
const SAVE_SETTINGS = serverFnPath('src/admin/settings/settings.functions.ts', 'saveSettingsForm')
const DAY_MS = 86_400_000

/**
 * Registration closes once the show has ended (ADR 037), and the HTTP server starts with the seed's
 * show (June 2025). Called in a describe block (or a file's top level): before its tests the
 * organiser's settings move the show a month ahead, through the back office as an organiser would,
 * and afterwards put the seed's dates back for the file's later tests. Every page shows the dates:
 * a file that calls this runs on a server of its own (own-server.ts). Resolves to the settings as
 * they were.
 */
export function withRegistrationOpen(): { seeded: () => Record<string, string> } {
  let cookie = ''
  let seeded: Record<string, string> = {}
  const save = async (values: Record<string, string>) => {
    const saved = await callServerFn<{ ok: boolean }>(baseUrl(), SAVE_SETTINGS, { cookie, data: values })
    expect(saved.result, saved.text).toEqual({ ok: true })
  }
  beforeAll(async () => {
    cookie = await signInCookie(baseUrl(), newClientIp())
    seeded =
      (await callServerFn<Record<string, string>>(baseUrl(), FETCH_SETTINGS, { method: 'GET', cookie })).result ?? {}
    await save({
      ...seeded,
      exhibition_start_time: new Date(Date.now() + 30 * DAY_MS).toISOString(),
      exhibition_end_time: new Date(Date.now() + 33 * DAY_MS).toISOString(),
    })
    // Pages and forms read the settings through the content read cache: open within its 2 s.
    const deadline = Date.now() + 10_000
    const open = async () =>
      (await (await fetch(`${baseUrl()}/en/register`)).text()).includes('data-testid="register-form"')
    while (!(await open())) {
      if (Date.now() > deadline) throw new Error('/en/register did not open within 10 s of the settings save')
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  })
  afterAll(async () => {
    await save(seeded)
  })
  return { seeded: () => seeded }
}
