import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readContent } from '~/content/content-read.server'
import { getIndustryTree } from '~/db/repositories/industry.server'
import { createTestDb, type TestDatabase } from '~/db/testing.server'
import { listAudit } from '../audit/audit.server'
import { getItem, listItems, parentChoices } from './collection-query.server'
import { deleteItem, moveItem, saveItem } from './collection-write.server'
import { emptyForm } from './fields'
import { COLLECTION_NAMES, COLLECTIONS } from './registry'

const EDITOR = { id: null, email: 'editor@example.cn' }

// Every entry the form sends, the ones a test does not set empty.
const hotel = {
  ...emptyForm(COLLECTIONS.hotels.fields),
  name_cn: '测试酒店',
  name_en: 'Test Hotel',
  room_type_cn: '大床房',
  room_type_en: 'Double room',
  travel_time_cn: '步行 5 分钟',
  travel_time_en: '5 minutes on foot',
  free_services_cn: '早餐',
  free_services_en: 'Breakfast',
  price: '680',
  url: '',
  hidden: 'false',
}

describe('the generic content core', () => {
  let testDb: TestDatabase
  beforeAll(async () => {
    testDb = await createTestDb()
  })
  afterAll(() => testDb?.close())

  it('creates an item last in order, as the public read returns it, and audits it', async () => {
    const saved = await saveItem(testDb.db, EDITOR, 'hotels', null, hotel)
    if (!saved.ok) throw new Error(saved.reason)
    const hotels = await readContent(testDb.db, 'hotels')
    expect(hotels.at(-1)).toMatchObject({ id: saved.id, nameCn: '测试酒店', price: 680, url: null })
    expect((await getItem(testDb.db, 'hotels', saved.id))?.values).toEqual(hotel)
    const [entry] = await listAudit(testDb.db, { entity: 'hotel', entityId: String(saved.id), limit: 5 })
    expect(entry).toMatchObject({ action: 'create', actorEmail: EDITOR.email })
  })

  it('refuses bad values by entry and writes nothing; unknown entries are refused too', async () => {
    const before = await listItems(testDb.db, 'hotels')
    const answer = await saveItem(testDb.db, EDITOR, 'hotels', null, {
      ...hotel,
      name_en: ' ',
      price: 'cheap',
      url: 'http://hotel.example.cn',
    })
    expect(answer).toEqual({
      ok: false,
      reason: 'invalid',
      problems: { name_en: 'required', price: 'number', url: 'https' },
    })
    expect(await saveItem(testDb.db, EDITOR, 'hotels', null, { ...hotel, sort_order: '1' })).toMatchObject({
      ok: false,
      reason: 'invalid',
    })
    expect(await listItems(testDb.db, 'hotels')).toEqual(before)
    expect(await saveItem(testDb.db, EDITOR, 'hotels', 999_999, hotel)).toEqual({ ok: false, reason: 'not-found' })
  })

  it('updates, moves up and down in editorial order, and deletes', async () => {
    const rows = await listItems(testDb.db, 'hotels')
    const last = rows.at(-1)
    if (!last || rows.length < 2) throw new Error('needs two hotels')
    expect(await saveItem(testDb.db, EDITOR, 'hotels', last.id, { ...last.values, price: '720' })).toEqual({
      ok: true,
      id: last.id,
    })
    expect(await moveItem(testDb.db, EDITOR, 'hotels', last.id, 'up')).toBe(true)
    const moved = (await readContent(testDb.db, 'hotels')).map((h) => h.id)
    expect(moved.at(-2)).toBe(last.id)
    expect(await moveItem(testDb.db, EDITOR, 'hotels', moved[0] ?? 0, 'up')).toBe(false)
    expect(await deleteItem(testDb.db, EDITOR, 'hotels', last.id)).toBe(true)
    expect((await readContent(testDb.db, 'hotels')).map((h) => h.id)).not.toContain(last.id)
    expect(await deleteItem(testDb.db, EDITOR, 'hotels', last.id)).toBe(false)
  })

  it('keeps a hidden item in the back office and out of the public read until it is switched on again', async () => {
    const saved = await saveItem(testDb.db, EDITOR, 'hotels', null, { ...hotel, name_cn: '隐藏酒店', hidden: 'true' })
    if (!saved.ok) throw new Error(saved.reason)
    expect((await listItems(testDb.db, 'hotels')).find((row) => row.id === saved.id)?.values.hidden).toBe('true')
    const shown = await readContent(testDb.db, 'hotels')
    expect(shown.map((h) => h.id)).not.toContain(saved.id)
    // The switch itself stays out of public answers.
    expect(shown[0]).not.toHaveProperty('hidden')
    await saveItem(testDb.db, EDITOR, 'hotels', saved.id, { ...hotel, hidden: 'false' })
    expect((await readContent(testDb.db, 'hotels')).map((h) => h.id)).toContain(saved.id)
    await deleteItem(testDb.db, EDITOR, 'hotels', saved.id)
  })

  it('sees one kind of a shared table only, and gives new rows that kind', async () => {
    const fairs = await listItems(testDb.db, 'sisterFairs')
    const partners = await listItems(testDb.db, 'partners')
    expect(fairs.length).toBeGreaterThan(0)
    expect(fairs.length).toBeLessThan(partners.length)
    const fair = {
      name_cn: '测试博览会',
      name_en: 'Test Fair',
      country_cn: '',
      country_en: '',
      url: '',
      lon: '36.82',
      lat: '91',
      logo_media_id: '',
      hidden: 'false',
    }
    // Off the globe: refused field by field, nothing saved.
    expect(await saveItem(testDb.db, EDITOR, 'sisterFairs', null, fair)).toEqual({
      ok: false,
      reason: 'invalid',
      problems: { lat: 'range' },
    })
    const saved = await saveItem(testDb.db, EDITOR, 'sisterFairs', null, { ...fair, lat: '-1.29' })
    if (!saved.ok) throw new Error(saved.reason)
    const stored = (await readContent(testDb.db, 'sisterFairs')).find((p) => p.id === saved.id)
    expect(stored && { lon: stored.lon, lat: stored.lat }).toEqual({ lon: 36.82, lat: -1.29 })
    // Without a position (listed without a marker).
    await saveItem(testDb.db, EDITOR, 'sisterFairs', saved.id, { ...fair, lon: '', lat: '' })
    const cleared = (await readContent(testDb.db, 'sisterFairs')).find((p) => p.id === saved.id)
    expect(cleared && { lon: cleared.lon, lat: cleared.lat }).toEqual({ lon: null, lat: null })
    // Another kind's row is not this type's to read or delete.
    const organiser = partners.find((row) => row.values.kind === 'organiser')
    if (!organiser) throw new Error('no organiser')
    expect(await getItem(testDb.db, 'sisterFairs', organiser.id)).toBeUndefined()
    expect(await deleteItem(testDb.db, EDITOR, 'sisterFairs', organiser.id)).toBe(false)
    expect(await deleteItem(testDb.db, EDITOR, 'sisterFairs', saved.id)).toBe(true)
  })

  it('refuses a code another row has', async () => {
    const [first, second] = await listItems(testDb.db, 'industries')
    if (!first || !second) throw new Error('needs two industries')
    expect(
      await saveItem(testDb.db, EDITOR, 'industries', second.id, { ...second.values, code: first.values.code ?? '' }),
    ).toEqual({ ok: false, reason: 'invalid', problems: { code: 'taken' } })
  })

  it('files a new industry under a top-level one, as the directory tree shows it, and keeps two levels', async () => {
    const choices = (await parentChoices(testDb.db, 'industries')).parent_id ?? []
    const rows = await listItems(testDb.db, 'industries')
    const topLevel = rows.filter((row) => row.values.parent_id === '')
    expect(choices.map((choice) => choice.id)).toEqual(topLevel.map((row) => row.id))
    const [parent, other] = topLevel
    const child = rows.find((row) => row.values.parent_id !== '')
    if (!parent || !other || !child) throw new Error('needs two top-level industries and a sub-industry')
    expect(choices[0]?.titles).toEqual([parent.values.name_cn, parent.values.name_en])

    const values = { name_cn: '有机蜂蜜', name_en: 'Organic honey', code: 'test-honey', hidden: 'false' }
    const saved = await saveItem(testDb.db, EDITOR, 'industries', null, { ...values, parent_id: String(parent.id) })
    if (!saved.ok) throw new Error(saved.reason)
    const branch = (await getIndustryTree(testDb.db)).find((node) => node.id === parent.id)
    expect(branch?.children.map((node) => node.code)).toContain('test-honey')
    const [entry] = await listAudit(testDb.db, { entity: 'industry', entityId: String(saved.id), limit: 1 })
    expect(JSON.parse(entry?.after ?? '{}')).toMatchObject({ parent_id: parent.id })

    const refused = { ok: false, reason: 'invalid', problems: { parent_id: 'parent' } }
    const resave = (id: number, parentId: string, base: Record<string, string> = values) =>
      saveItem(testDb.db, EDITOR, 'industries', id, { ...base, parent_id: parentId })
    // Under a sub-industry (a third level), under itself, under a row that is not there.
    expect(await resave(saved.id, String(child.id))).toEqual(refused)
    expect(await resave(saved.id, String(saved.id))).toEqual(refused)
    expect(await resave(saved.id, '999999')).toEqual(refused)
    expect(await resave(saved.id, 'food')).toEqual(refused)
    // A top-level industry with sub-industries cannot go under another one.
    expect(await resave(parent.id, String(other.id), parent.values)).toEqual(refused)
    // Moved to another parent, then to the top level.
    expect(await resave(saved.id, String(other.id))).toEqual({ ok: true, id: saved.id })
    expect(await resave(saved.id, '')).toEqual({ ok: true, id: saved.id })
    expect((await getIndustryTree(testDb.db)).map((node) => node.code)).toContain('test-honey')
    expect(await deleteItem(testDb.db, EDITOR, 'industries', saved.id)).toBe(true)
  })

  it('serves every content type of the registry through the same core', async () => {
    for (const name of COLLECTION_NAMES) {
      const rows = await listItems(testDb.db, name)
      expect(rows.length, name).toBeGreaterThan(0)
      const first = rows[0]
      if (!first) continue
      expect(await saveItem(testDb.db, EDITOR, name, first.id, first.values), name).toEqual({ ok: true, id: first.id })
    }
  })

  it('edits an exhibitor: a switch, a country code and industry codes checked against their table', async () => {
    const [first] = await listItems(testDb.db, 'exhibitors')
    if (!first) throw new Error('no exhibitor')
    const values = {
      ...first.values,
      german_pavilion: 'true',
      country_code: 'at',
      industry_codes: 'food-grains, food-dairy',
    }
    expect(await saveItem(testDb.db, EDITOR, 'exhibitors', first.id, values)).toEqual({ ok: true, id: first.id })
    expect(await getItem(testDb.db, 'exhibitors', first.id)).toMatchObject({
      values: { german_pavilion: 'true', country_code: 'AT', industry_codes: 'food-grains, food-dairy' },
    })
    const refused = { ...values, country_code: 'XY', industry_codes: 'food-grains, no-such-code' }
    expect(await saveItem(testDb.db, EDITOR, 'exhibitors', first.id, refused)).toEqual({
      ok: false,
      reason: 'invalid',
      problems: { country_code: 'country' },
    })
    expect(
      await saveItem(testDb.db, EDITOR, 'exhibitors', first.id, {
        ...values,
        industry_codes: 'food-grains no-such-code',
      }),
    ).toEqual({ ok: false, reason: 'invalid', problems: { industry_codes: 'unknownCode' } })
  })
})
