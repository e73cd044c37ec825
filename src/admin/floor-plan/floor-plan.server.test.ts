import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { floorPlan } from '~/content/floor-plan.server'
import { PLAN_HALL, type PlanRect } from '~/contracts/floor-plan'
import { overlaps } from '~/contracts/floor-plan-geometry'
import { booth, exhibitor } from '~/db/schema'
import { createTestDb, type TestDatabase } from '~/db/testing.server'
import { xlsxBomb, xlsxOfRows } from '../../../tests/support/xlsx-zip'
import { listAudit } from '../audit/audit.server'
import { BOOTH_IMPORT_COLUMNS } from './contract'
import { adminPlan, saveBooth } from './floor-plan.server'
import { importBooths } from './floor-plan-import.server'

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

  it('of two saves moving two different booths into one free space, one wins and the other is refused', async () => {
    // Three rounds: on PostgreSQL two unlocked saves each checked the other's old position and both
    // committed (overlapping booths); under the hall's lock the second sees the first's move.
    for (let round = 0; round < 3; round++) {
      const plan = await adminPlan(testDb.db)
      const [a, b] = plan.booths.filter((x) => x.width === 3 && x.depth === 3).slice(2 * round)
      if (!a || !b) throw new Error('seed lacks 3 x 3 booths')
      const spot = freeSpot(plan.booths)
      const answers = await Promise.all([
        saveBooth(testDb.db, ANNA, { ...a, ...spot }),
        saveBooth(testDb.db, BO, { ...b, ...spot }),
      ])
      expect(answers.filter((answer) => answer.ok)).toHaveLength(1)
      expect(answers.find((answer) => !answer.ok)).toEqual({ ok: false, reason: 'overlap' })
      const stored = await testDb.db.select().from(booth).where(eq(booth.hall, plan.hall))
      const clashes = stored.filter((x) => stored.some((y) => y.id < x.id && overlaps(x, y)))
      expect(clashes).toEqual([])
    }
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

  it("refuses an XLSX that unpacks past a booth file's 5 MB, or holds more than 2,000 rows, and writes nothing", async () => {
    // 20 MB of sheet in a file of a few kilobytes: under the exhibitor import's 50 MB, over a booth file's 5.
    const bomb = await xlsxBomb(BOOTH_IMPORT_COLUMNS, 20)
    expect(bomb.length).toBeLessThan(64 * 1024)
    expect(await importBooths(testDb.db, ANNA, bomb, true)).toEqual({
      ok: false,
      file: { problem: 'too-large-unpacked', maxMegabytes: 5 },
    })
    const many = ['number,x,y,width,depth,type', ...Array.from({ length: 2_001 }, (_, i) => `Y${i},0,0,1,1,standard`)]
    expect(await importBooths(testDb.db, ANNA, csv(many.join('\n')), true)).toEqual({
      ok: false,
      file: { problem: 'too-many-rows', maxRows: 2_000 },
    })
    // The same shape, honest and small, is read.
    const honest = xlsxOfRows([[...BOOTH_IMPORT_COLUMNS], ['Z09', '10', '70', '3', '3', 'standard']])
    expect(await importBooths(testDb.db, ANNA, honest, false)).toMatchObject({ ok: true, counts: { new: 1 } })
    expect((await testDb.db.select().from(booth).where(eq(booth.number, 'Y0'))).length).toBe(0)
  })

  it('refuses a file without the booth columns', async () => {
    const answer = await importBooths(testDb.db, ANNA, csv('number,x,y\nA1,1,1\n'), false)
    expect(answer).toEqual({ ok: false, file: { problem: 'missing-columns', columns: ['width', 'depth', 'type'] } })
  })
})

/** The first 3 x 3 m space on the 0.5 m grid that no booth covers (an aisle). */
function freeSpot(booths: readonly PlanRect[]): { x: number; y: number } {
  for (let y = 0; y + 3 <= PLAN_HALL.depth; y += PLAN_HALL.gridM)
    for (let x = 0; x + 3 <= PLAN_HALL.width; x += PLAN_HALL.gridM) {
      const spot = { x, y, width: 3, depth: 3 }
      if (!booths.some((other) => overlaps(other, spot))) return { x, y }
    }
  throw new Error('the hall is full')
}
