import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listExhibitors } from '~/db/repositories/exhibitors.server'
import { createTestDb, type TestDatabase } from '~/db/testing.server'
import { listAudit } from '../audit/audit.server'
import { getItem, listItems, listPage } from './collection-query.server'
import { bulkAction } from './collection-write.server'
import { COLLECTION_NAMES, COLLECTIONS, collectionOf, sortKeys } from './registry'

const EDITOR = { id: null, email: 'editor@example.cn' }

describe("a type's list: pages, sort, search and bulk actions", () => {
  let testDb: TestDatabase
  beforeAll(async () => {
    testDb = await createTestDb()
  })
  afterAll(() => testDb?.close())

  it('declares only columns its fields have, and sorts by each of its keys', async () => {
    for (const name of COLLECTION_NAMES) {
      for (const column of collectionOf(name).columns ?? [])
        expect(Object.keys(COLLECTIONS[name].fields), name).toContain(column.field)
      for (const sort of sortKeys(collectionOf(name)))
        for (const dir of ['asc', 'desc'] as const) {
          const page = await listPage(testDb.db, name, { sort, dir })
          expect([page.sort, page.dir], `${name} ${sort}`).toEqual([sort, dir])
        }
    }
  })

  it('pages and sorts the exhibitors by booth both ways, and falls back on an unknown key', async () => {
    const all = await listItems(testDb.db, 'exhibitors')
    const first = await listPage(testDb.db, 'exhibitors', { sort: 'booth', dir: 'asc' })
    const second = await listPage(testDb.db, 'exhibitors', { sort: 'booth', dir: 'asc', page: 2 })
    expect(first.total).toBe(all.length)
    expect(first.rows).toHaveLength(Math.min(first.pageSize, all.length))
    const booths = [...first.rows, ...second.rows].map((row) => row.values.booth ?? '')
    expect(booths).toEqual([...booths].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())))
    const down = await listPage(testDb.db, 'exhibitors', { sort: 'booth', dir: 'desc' })
    expect(down.rows[0]?.values.booth).toBe(
      [...all.map((row) => row.values.booth ?? '')].sort((a, b) => b.toLowerCase().localeCompare(a.toLowerCase()))[0],
    )
    expect(await listPage(testDb.db, 'exhibitors', { sort: 'password' })).toMatchObject({
      sort: 'updated',
      dir: 'desc',
    })
  })

  it('filters by the choices and yes/no fields the registry declares, and by on/off; ignores any other filter', async () => {
    const routes = await listItems(testDb.db, 'transport')
    const metro = routes.filter((row) => row.values.mode === 'metro')
    expect(metro.length).toBeGreaterThan(0)
    const byMode = await listPage(testDb.db, 'transport', { mode: 'metro' })
    expect(byMode.total).toBe(metro.length)
    expect(byMode.rows.every((row) => row.values.mode === 'metro')).toBe(true)
    const [first] = metro
    await bulkAction(testDb.db, EDITOR, 'transport', [first?.id ?? 0], 'hide')
    const hiddenMetro = await listPage(testDb.db, 'transport', { mode: 'metro', hidden: 'true' })
    expect(hiddenMetro.rows.map((row) => row.id)).toEqual([first?.id])
    expect((await listPage(testDb.db, 'transport', { hidden: 'false' })).total).toBe(routes.length - 1)
    await bulkAction(testDb.db, EDITOR, 'transport', [first?.id ?? 0], 'show')
    // A value the field does not take, a filter this type does not have: both ignored.
    for (const filter of [{ mode: 'rocket' }, { album: 'halls' }, { hidden: 'maybe' }])
      expect((await listPage(testDb.db, 'transport', filter)).total, JSON.stringify(filter)).toBe(routes.length)
    const pavilion = (await listItems(testDb.db, 'exhibitors')).filter((row) => row.values.german_pavilion === 'true')
    expect(pavilion.length).toBeGreaterThan(0)
    expect((await listPage(testDb.db, 'exhibitors', { germanPavilion: 'true' })).total).toBe(pavilion.length)
  })

  it('finds rows by words in either language, and no row for a word nobody has', async () => {
    const [first] = await listItems(testDb.db, 'exhibitors')
    const english = first?.values.name_en ?? ''
    const found = await listPage(testDb.db, 'exhibitors', { q: english.toUpperCase() })
    expect(found.rows.map((row) => row.id)).toContain(first?.id)
    expect((await listPage(testDb.db, 'exhibitors', { q: '100%_no such word' })).total).toBe(0)
  })

  it('hides and shows exhibitors in bulk, off the public directory and back, and deletes in bulk', async () => {
    const page = await listPage(testDb.db, 'exhibitors', { sort: 'booth' })
    const ids = page.rows.slice(0, 3).map((row) => row.id)
    const publicIds = async () => (await listExhibitors(testDb.db, { pageSize: 50 })).items.map((row) => row.id)
    const directoryBefore = (await listExhibitors(testDb.db)).total
    expect(await bulkAction(testDb.db, EDITOR, 'exhibitors', ids, 'hide')).toBe(3)
    // Already hidden: nothing changes a second time.
    expect(await bulkAction(testDb.db, EDITOR, 'exhibitors', ids, 'hide')).toBe(0)
    expect((await listExhibitors(testDb.db)).total).toBe(directoryBefore - 3)
    expect(await publicIds()).not.toContain(ids[0])
    const row = await getItem(testDb.db, 'exhibitors', ids[0] ?? 0)
    expect(row?.values.hidden).toBe('true')
    expect(Date.now() - Date.parse(row?.updatedAt ?? '')).toBeLessThan(60_000)
    const [audit] = await listAudit(testDb.db, { entity: 'exhibitor', entityId: String(ids[0]), limit: 1 })
    expect(audit).toMatchObject({ action: 'update', actorEmail: EDITOR.email })
    expect(await bulkAction(testDb.db, EDITOR, 'exhibitors', ids, 'show')).toBe(3)
    expect((await listExhibitors(testDb.db)).total).toBe(directoryBefore)
    // The public answer carries none of the back office's columns.
    const [shown] = (await listExhibitors(testDb.db)).items
    expect(shown).not.toHaveProperty('hidden')
    expect(shown).not.toHaveProperty('updatedAt')

    const gone = page.rows.slice(-2).map((row) => row.id)
    expect(await bulkAction(testDb.db, EDITOR, 'exhibitors', [...gone, 2_000_000_000], 'delete')).toBe(2)
    expect((await listPage(testDb.db, 'exhibitors', {})).total).toBe(page.total - 2)
  })
})
