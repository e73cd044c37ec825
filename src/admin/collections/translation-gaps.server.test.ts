import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDb, type TestDatabase } from '~/db/testing.server'
import { listItems } from './collection-query.server'
import { collectionsMissingTranslationCount, collectionsMissingTranslations } from './translation-gaps.server'

describe('translation gaps of the content types', () => {
  let testDb: TestDatabase
  beforeAll(async () => {
    testDb = await createTestDb()
  })
  afterAll(() => testDb?.close())

  it('names each localised field that has one language only (a row written by SQL or an import)', async () => {
    expect(await collectionsMissingTranslations(testDb.db)).toEqual([])
    const [first] = await listItems(testDb.db, 'awards')
    if (!first) throw new Error('no award')
    await testDb.db.execute(sql`update award set product_en = '' where id = ${first.id}`)
    expect(await collectionsMissingTranslations(testDb.db)).toEqual([
      { area: 'awards', id: first.id, title: first.values.title_cn, field: 'product', missing: 'en' },
    ])
  })

  it('counts in SQL what the list names: white space is no text, a shared table counts once per column and row', async () => {
    const counted = async () => {
      const [list, count] = await Promise.all([
        collectionsMissingTranslations(testDb.db),
        collectionsMissingTranslationCount(testDb.db),
      ])
      expect(count).toBe(list.length)
      return count
    }
    const before = await counted()
    const [fair] = await listItems(testDb.db, 'sisterFairs')
    const [organiser] = (await listItems(testDb.db, 'partners')).filter((row) => row.values.kind === 'organiser')
    if (!fair || !organiser) throw new Error('no partner rows')
    // A sister fair's name without English: the partners and the sister fairs both show it, named once.
    await testDb.db.execute(sql`update partner set name_en = ' ' where id = ${fair.id}`)
    // A sister fair's country (only the scoped types show it), and an organiser's (no type shows it).
    await testDb.db.execute(sql`update partner set country_cn = ${'\n'} where id in (${fair.id}, ${organiser.id})`)
    expect(await counted()).toBe(before + 2)
  })
})
