import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addBoothApplication } from '~/db/repositories/booth-applications.server'
import { authUser, booth, boothApplication } from '~/db/schema'
import { createTestDb, type TestDatabase } from '~/db/testing.server'
import { sampleBoothApplication } from '~/db/testing-data'
import { exportCsv } from '~/export/export.server'
import { listAudit } from '../audit/audit.server'
import { applicationWhere, getApplication, listApplications, updateApplication } from './applications.server'

const SALES = { id: 'sales-1', email: 'sales@example.cn' }
let testDb: TestDatabase

const application = sampleBoothApplication

describe('booth applications inbox', () => {
  let rice: number
  let oil: number
  beforeAll(async () => {
    testDb = await createTestDb({ seed: false })
    await testDb.db.insert(authUser).values([
      { id: SALES.id, name: 'Sales', email: SALES.email, role: 'sales' },
      { id: 'editor-1', name: 'Editor', email: 'editor@example.cn', role: 'editor' },
      { id: 'sales-2', name: 'Gone', email: 'gone@example.cn', role: 'sales', banned: true },
    ])
    rice = (await addBoothApplication(testDb.db, application({}))).id
    oil = (
      await addBoothApplication(
        testDb.db,
        application({
          country: 'Italy',
          companyName: 'Frantoio Salento',
          contactName: 'Giulia Rossi',
          email: 'giulia@salento.it',
          productType: 'olive oil',
          boothType: 'bare_space',
          areaSqm: 54,
          lang: 'en',
        }),
      )
    ).id
  })
  afterAll(() => testDb?.close())

  it('filters by text, status, booth type, country and the day received (Beijing time)', async () => {
    const ids = async (filter: Parameters<typeof listApplications>[1]) =>
      (await listApplications(testDb.db, filter)).rows.map((row) => row.id)
    expect(await ids({})).toEqual([oil, rice])
    expect(await ids({ q: 'SALENTO' })).toEqual([oil])
    expect(await ids({ q: 'giulia@' })).toEqual([oil])
    expect(await ids({ boothType: 'bare_space' })).toEqual([oil])
    expect(await ids({ country: '中国' })).toEqual([rice])
    expect(await ids({ status: 'new' })).toEqual([oil, rice])
    expect(await ids({ status: 'confirmed' })).toEqual([])
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10)
    expect(await ids({ from: today, to: today })).toEqual([oil, rice])
    expect(await ids({ to: '2020-01-01' })).toEqual([])
    expect((await listApplications(testDb.db, {})).countries).toEqual(['Italy', '中国'])
  })

  it('moves through the workflow with who and when, refuses a stale save and unknown assignees', async () => {
    const before = await getApplication(testDb.db, rice)
    if (!before) throw new Error('missing')
    expect(before).toMatchObject({ status: 'new', assigneeEmail: null, events: [] })
    // Only active accounts that may read submissions can be assigned.
    expect(before.assignees).toEqual([SALES.email])

    const refused = await updateApplication(testDb.db, SALES, {
      id: rice,
      version: before.version,
      status: 'contacted',
      assigneeEmail: 'editor@example.cn',
      note: '',
    })
    expect(refused).toEqual({ ok: false, reason: 'unknown-assignee' })

    const saved = await updateApplication(testDb.db, SALES, {
      id: rice,
      version: before.version,
      status: 'contacted',
      assigneeEmail: SALES.email,
      note: '电话联系，下周寄合同。',
    })
    if (!saved.ok) throw new Error(saved.reason)
    expect(saved.detail).toMatchObject({ status: 'contacted', assigneeEmail: SALES.email, version: before.version + 1 })
    expect(saved.detail.events.map((e) => [e.kind, e.value, e.actorEmail])).toEqual([
      ['status', 'contacted', SALES.email],
      ['assign', SALES.email, SALES.email],
      ['note', '电话联系，下周寄合同。', SALES.email],
    ])

    // A colleague who loaded the old version: refused, nothing written, the current state returned.
    const stale = await updateApplication(
      testDb.db,
      { id: 'admin', email: 'admin@example.cn' },
      {
        id: rice,
        version: before.version,
        status: 'declined',
        assigneeEmail: null,
        note: 'too late',
      },
    )
    expect(stale).toMatchObject({ ok: false, reason: 'stale', detail: { status: 'contacted' } })
    expect((await getApplication(testDb.db, rice))?.events).toHaveLength(3)

    const audit = await listAudit(testDb.db, { entity: 'booth_application', entityId: String(rice), limit: 10 })
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ actorEmail: SALES.email, action: 'update' })
    expect(JSON.parse(audit[0]?.before ?? '{}')).toEqual({ status: 'new', assigneeId: null })
    // The note's text stays with the application (deleted with it after 24 months), never in the log.
    expect(JSON.parse(audit[0]?.after ?? '{}')).toMatchObject({ status: 'contacted', noteAdded: true })
    expect(audit[0]?.after).not.toContain('电话联系')

    const gone = { id: 999_999, version: 1, status: 'new', assigneeEmail: null, note: '' } as const
    expect(await updateApplication(testDb.db, SALES, gone)).toEqual({ ok: false, reason: 'not-found' })
  })

  it('reserves a free booth of its type with a save, once: a booth taken meanwhile refuses the whole save', async () => {
    const own = await getApplication(testDb.db, oil)
    const other = await getApplication(testDb.db, rice)
    if (!own || !other) throw new Error('missing')
    const square = { hall: 'N5', x: 0, y: 0, width: 3, depth: 3, areaSqm: 9 }
    const [first, second] = await testDb.db
      .insert(booth)
      .values([
        { ...square, number: 'Z01', boothType: own.boothType },
        { ...square, x: 3, number: 'Z02', boothType: own.boothType },
        { ...square, x: 6, number: 'Z03', boothType: own.boothType === 'standard' ? 'bare_space' : 'standard' },
      ])
      .returning({ id: booth.id })
    if (!first || !second) throw new Error('no booths')
    // Only free booths of the type applied for are offered.
    expect((await getApplication(testDb.db, oil))?.booths).toEqual({
      held: [],
      available: [
        { id: first.id, label: 'N5-Z01', areaSqm: 9, preferred: false },
        { id: second.id, label: 'N5-Z02', areaSqm: 9, preferred: false },
      ],
    })
    // The applicant's preferred booths come first, in their order, whatever their type.
    const prefer = (preferredBooths: string | null) =>
      testDb.db.update(boothApplication).set({ preferredBooths }).where(eq(boothApplication.id, oil))
    await prefer('N5-Z03, N5-Z02, N5-Z99')
    expect((await getApplication(testDb.db, oil))?.booths.available.map((b) => [b.label, b.preferred])).toEqual([
      ['N5-Z03', true],
      ['N5-Z02', true],
      ['N5-Z01', false],
    ])
    await prefer(null)

    const reserved = await updateApplication(testDb.db, SALES, {
      id: oil,
      version: own.version,
      status: 'confirmed',
      assigneeEmail: null,
      note: '',
      reserveBoothId: first.id,
    })
    if (!reserved.ok) throw new Error(reserved.reason)
    expect(reserved.detail.status).toBe('confirmed')
    expect(reserved.detail.booths.held).toEqual(['N5-Z01'])
    expect(reserved.detail.booths.available.map((b) => b.label)).toEqual(['N5-Z02'])
    const [row] = await testDb.db.select().from(booth).where(eq(booth.id, first.id))
    expect(row).toMatchObject({ status: 'reserved', applicationId: oil, version: 2 })
    expect(await listAudit(testDb.db, { entity: 'booth', entityId: 'N5-Z01', limit: 5 })).toHaveLength(1)

    // A colleague on another application picks the same booth from a screen loaded before: refused
    // whole, the application's status unchanged, the booth still the first one's.
    const taken = await updateApplication(testDb.db, SALES, {
      id: rice,
      version: other.version,
      status: 'declined',
      assigneeEmail: other.assigneeEmail,
      note: 'booth?',
      reserveBoothId: first.id,
    })
    expect(taken).toMatchObject({ ok: false, reason: 'booth-taken', detail: { status: other.status } })
    expect((await getApplication(testDb.db, rice))?.events).toHaveLength(other.events.length)
    const [still] = await testDb.db.select().from(booth).where(eq(booth.id, first.id))
    expect(still?.applicationId).toBe(oil)
  })

  it('exports the current filter through the command line’s CSV, with the status', async () => {
    const { csv, rows } = await exportCsv(testDb.db, 'applications', applicationWhere({ status: 'contacted' }))
    expect(rows).toBe(1)
    expect(csv.startsWith('\uFEFF')).toBe(true)
    expect(csv).toContain('"黑土地有机农场"')
    expect(csv).not.toContain('Frantoio')
    expect(csv.trimEnd().endsWith('"contacted"')).toBe(true)
  })

  it('leaves an application unassigned when its account is removed', async () => {
    await testDb.db.delete(authUser).where(eq(authUser.id, SALES.id))
    expect((await getApplication(testDb.db, rice))?.assigneeEmail).toBeNull()
  })
})
