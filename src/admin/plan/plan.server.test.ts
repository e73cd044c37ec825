import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { floorPlan } from '~/content/floor-plan.server'
import { booth, exhibitor } from '~/db/schema'
import { createTestDb, type TestDatabase } from '~/db/testing.server'
import { listAudit } from '../audit/audit.server'
import { adminPlan, saveBooth } from './plan.server'
import { importBooths } from './plan-import.server'

const ANNA = { id: null, email: 'anna@example.cn' }
const BO = { id: null, email: 'bo@example.cn' }
const csv = (text: string) => new TextEncoder().encode(text)

describe('the hall plan core', () => {
  let testDb: TestDatabase
  beforeAll(async () => {
    testDb = await createTestDb()
  })
  afterAll(() => testDb?.close())

  it('seeds Hall N5 with about 250 booths, the directory exhibitors on their booths', async () => {
    const plan = await floorPlan(testDb.db, 'en')
    expect(plan.booths.length).toBeGreaterThanOrEqual(240)
    expect(plan.booths.length).toBeLessThanOrEqual(260)
    const a01 = plan.booths.find((b) => b.label === 'N5-A01')
    expect(a01?.exhibitor?.name).toBe('Yunling Tea Co., Ltd.')
    expect(a01?.status).toBe('sold')
    const exhibitors = await testDb.db.select({ id: exhibitor.id }).from(exhibitor)
    const placed = new Set(plan.booths.flatMap((b) => (b.exhibitor ? [b.exhibitor.id] : [])))
    expect(placed.size).toBe(exhibitors.length)
    expect(plan.features.map((f) => f.kind)).toEqual(
      expect.arrayContaining(['entrance', 'stage', 'cafe', 'toilets', 'pillar']),
    )
  })

  it('of two sales people assigning the same booth at once, one wins and the other is told', async () => {
    const plan = await adminPlan(testDb.db)
    const free = plan.booths.find((b) => b.status === 'available')
    const [first, second] = plan.exhibitors
    if (!free || !first || !second) throw new Error('seed lacks a free booth or exhibitors')
    const change = (exhibitorId: number) => ({ ...free, status: 'sold' as const, exhibitorId })
    const answers = await Promise.all([
      saveBooth(testDb.db, ANNA, change(first.id)),
      saveBooth(testDb.db, BO, change(second.id)),
    ])
    expect(answers.filter((a) => a.ok)).toHaveLength(1)
    const refused = answers.find((a) => !a.ok)
    expect(refused).toMatchObject({ ok: false, reason: 'conflict' })
    const [stored] = await testDb.db.select().from(booth).where(eq(booth.id, free.id))
    const winner = answers[0]?.ok ? first : second
    expect(stored?.exhibitorId).toBe(winner.id)
    expect(stored?.version).toBe(free.version + 1)
    // The directory names the booth, and the change is in the audit log once.
    const [holder] = await testDb.db.select().from(exhibitor).where(eq(exhibitor.id, winner.id))
    expect(holder?.booth).toContain(free.label)
    const audit = await listAudit(testDb.db, { entity: 'booth', entityId: free.label, limit: 10 })
    expect(audit).toHaveLength(1)
  })

  it('refuses a move onto another booth and leaves the booth as it was', async () => {
    const plan = await adminPlan(testDb.db)
    const [a, b] = plan.booths
    if (!a || !b) throw new Error('no booths')
    const answer = await saveBooth(testDb.db, ANNA, { ...a, x: b.x, y: b.y })
    expect(answer).toEqual({ ok: false, reason: 'overlap' })
    const [stored] = await testDb.db.select().from(booth).where(eq(booth.id, a.id))
    expect(stored?.x).toBe(a.x)
  })

  it('previews a booth file with its bad rows and writes nothing until it is clean', async () => {
    const bad = csv('number,x,y,width,depth,type\nZ01,2,70,3,3,standard\nZ02,2.3,70,3,3,standard\nZ03,5,70,3,3,tent\n')
    const preview = await importBooths(testDb.db, ANNA, bad, true)
    if (!preview.ok) throw new Error('file refused')
    expect(preview.applied).toBe(false)
    expect(preview.counts).toMatchObject({ new: 1, errors: 2 })
    expect(preview.rows[0]).toMatchObject({
      row: 3,
      number: 'Z02',
      action: 'error',
      errors: [{ column: 'x', problem: 'grid' }],
    })
    expect(preview.rows[1]).toMatchObject({ row: 4, errors: [{ column: 'type', problem: 'type' }] })
    expect((await testDb.db.select().from(booth).where(eq(booth.number, 'Z01'))).length).toBe(0)

    const good = csv('number,x,y,width,depth,type\nZ01,2,70,3,3,standard\n')
    const written = await importBooths(testDb.db, ANNA, good, true)
    expect(written).toMatchObject({ ok: true, applied: true, counts: { new: 1 } })
    expect((await testDb.db.select().from(booth).where(eq(booth.number, 'Z01'))).length).toBe(1)
    // The same file again changes nothing.
    expect(await importBooths(testDb.db, ANNA, good, true)).toMatchObject({ applied: false, counts: { unchanged: 1 } })
  })

  it('refuses a file without the booth columns', async () => {
    const answer = await importBooths(testDb.db, ANNA, csv('number,x,y\nA1,1,1\n'), false)
    expect(answer).toEqual({ ok: false, file: { problem: 'missing-columns', columns: ['width', 'depth', 'type'] } })
  })
})
