import { beforeAll, describe, expect, it } from 'vitest'
import type { AcceptInviteAnswer, InviteAnswer } from '~/admin/accounts/contract'
import { type AdminPlan, BOOTH_IMPORT_COLUMNS, type BoothSaveAnswer } from '~/admin/floor-plan/contract'
import { baseUrl, newClientIp } from '../support/http'
import { callServerFn } from '../support/server-fn-call'
import { serverFnHeaders, serverFnPath, signInCookie } from '../support/uploads'
import { xlsxBomb } from '../support/xlsx-zip'

/**
 * The hall plan's server functions over HTTP (issue 27): only sales and admins may read or change
 * booths (401 signed out, 403 for an editor), input off the grid, outside the hall or with an
 * exhibitor on a free booth is a 400 that changes nothing, and a save over a newer one is refused.
 */
const PLAN = 'src/admin/floor-plan/floor-plan.functions.ts'
const FN = {
  plan: serverFnPath(PLAN, 'fetchAdminPlan'),
  save: serverFnPath(PLAN, 'saveAdminBooth'),
  import: serverFnPath(PLAN, 'importAdminBooths'),
  invite: serverFnPath('src/admin/accounts/invitations.functions.ts', 'inviteAccount'),
  accept: serverFnPath('src/admin/accounts/invitations.functions.ts', 'acceptInvite'),
}
const EDITOR = { email: `plan.editor.${Date.now()}@fair.test`, password: 'an editor password 2026' }

let admin = ''
let editor = ''
let plan: AdminPlan

async function signIn(email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl(), 'x-forwarded-for': newClientIp() },
    body: JSON.stringify({ email, password }),
  })
  expect(response.status).toBe(200)
  return response.headers.get('set-cookie')?.split(';')[0] ?? ''
}

const readPlan = async (cookie: string) => callServerFn<AdminPlan>(baseUrl(), FN.plan, { method: 'GET', cookie })
const save = (cookie: string, data: unknown) => callServerFn<BoothSaveAnswer>(baseUrl(), FN.save, { data, cookie })

beforeAll(async () => {
  admin = await signInCookie(baseUrl(), newClientIp())
  const invited = await callServerFn<InviteAnswer>(baseUrl(), FN.invite, {
    data: { email: EDITOR.email, role: 'editor' },
    cookie: admin,
  })
  if (!invited.result?.ok) throw new Error(`invitation: ${invited.text}`)
  const token = new URLSearchParams(new URL(invited.result.link).hash.slice(1)).get('token') ?? ''
  const accepted = await callServerFn<AcceptInviteAnswer>(baseUrl(), FN.accept, {
    data: { token, name: 'Plan Editor', password: EDITOR.password },
  })
  expect(accepted.result).toEqual({ ok: true })
  editor = await signIn(EDITOR.email, EDITOR.password)
  const read = await readPlan(admin)
  expect(read.status, read.text).toBe(200)
  plan = read.result as AdminPlan
}, 60_000)

const freeBooth = () => {
  const booth = plan.booths.find((b) => b.status === 'available' && b.exhibitorId === null)
  if (!booth) throw new Error('no free booth in the seed')
  return booth
}
const changeOf = (booth: AdminPlan['booths'][number]) => ({
  id: booth.id,
  version: booth.version,
  x: booth.x,
  y: booth.y,
  width: booth.width,
  depth: booth.depth,
  status: booth.status,
  exhibitorId: booth.exhibitorId,
})

describe('the hall plan server functions', () => {
  it('seeds about 250 booths for the back office', () => {
    expect(plan.booths.length).toBeGreaterThanOrEqual(240)
    expect(plan.exhibitors.length).toBeGreaterThan(0)
  })

  it('refuses the signed-out (401) and an editor (403), and changes nothing', async () => {
    const booth = freeBooth()
    expect((await readPlan('')).status).toBe(401)
    expect((await readPlan(editor)).status).toBe(403)
    expect((await save('', { ...changeOf(booth), status: 'blocked' })).status).toBe(401)
    expect((await save(editor, { ...changeOf(booth), status: 'blocked' })).status).toBe(403)
    const after = (await readPlan(admin)).result?.booths.find((b) => b.id === booth.id)
    expect(after).toEqual(booth)
  })

  it.each([
    ['off the 0.5 m grid', { x: 2.3 }],
    ['outside the hall', { x: 119 }],
    ['too small', { width: 0.5 }],
    ['an unknown status', { status: 'gone' }],
    ['an exhibitor on an available booth', { exhibitorId: 1 }],
    ['a string for a number', { y: '12' }],
  ])('answers 400 for a booth %s and changes nothing', async (_, bad) => {
    const booth = freeBooth()
    const answer = await save(admin, { ...changeOf(booth), ...bad })
    expect(answer.status, answer.text).toBe(400)
    const after = (await readPlan(admin)).result?.booths.find((b) => b.id === booth.id)
    expect(after?.version).toBe(booth.version)
  })

  it('refuses a save over a newer version with the booth as it now is', async () => {
    const booth = freeBooth()
    const first = await save(admin, { ...changeOf(booth), status: 'blocked' })
    expect(first.result).toMatchObject({ ok: true, booth: { status: 'blocked', version: booth.version + 1 } })
    const stale = await save(admin, { ...changeOf(booth), status: 'reserved' })
    expect(stale.result).toMatchObject({ ok: false, reason: 'conflict', booth: { status: 'blocked' } })
    // Put it back for the other tests.
    const back = await save(admin, { ...changeOf(booth), version: booth.version + 1 })
    expect(back.result).toMatchObject({ ok: true })
  })

  it("answers a booth file that unpacks past a booth file's 5 MB with 413 and its reason, and writes nothing", async () => {
    const bomb = Buffer.from(await xlsxBomb(BOOTH_IMPORT_COLUMNS, 20))
    const form = new FormData()
    form.set('file', new File([bomb], 'booths.xlsx'))
    form.set('apply', '1')
    const answer = await fetch(baseUrl() + FN.import, {
      method: 'POST',
      headers: { ...serverFnHeaders(baseUrl()), cookie: admin },
      body: form,
    })
    expect(answer.status).toBe(413)
    // The typed answer the screen words ("…more than 5 MB of data once unpacked…").
    const text = await answer.text()
    expect(text).toContain('too-large-unpacked')
    expect((await readPlan(admin)).result?.booths.length).toBe(plan.booths.length)
  })
})
