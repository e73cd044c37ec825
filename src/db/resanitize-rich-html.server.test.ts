import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getNewsItem } from './repositories/news.server'
import { listConfigEntries, readSiteConfig } from './repositories/site-config.server'
import { resanitizeStoredRichHtml } from './resanitize-rich-html.server'
import { news, siteConfig } from './schema'
import { createTestDb, type TestDatabase } from './testing.server'

/** Rows written by SQL (an older version, a migration, a database tool) bypass the write path. */
const HOSTILE = '<p>kept</p><script>window.__xss=1</script><img src=x onerror="window.__xss=1">'
const SAFE = '<p>kept</p><img src="x" />'

let testDb: TestDatabase
beforeAll(async () => {
  testDb = await createTestDb()
  await testDb.db.execute(sql`update news set body_cn = ${HOSTILE}, body_en = ${HOSTILE} where id = 3`)
  await testDb.db.execute(sql`update site_config set content_rich = ${HOSTILE} where code = 'privacy_notice_en'`)
  // markup in a plain-text entry stays text: it is never HTML, so never a rich value
  await testDb.db.execute(sql`update site_config set content = ${HOSTILE} where code = 'exhibition_date_en'`)
})
afterAll(async () => {
  await testDb?.close()
})

describe('rich HTML written behind the write path', () => {
  it('comes out of the repositories sanitised', async () => {
    const item = await getNewsItem(testDb.db, 3)
    expect(item?.bodyCn).toBe(SAFE)
    expect(item?.bodyEn).toBe(SAFE)
    const entry = (await listConfigEntries(testDb.db)).find((e) => e.code === 'privacy_notice_en')
    expect(entry?.contentRich).toBe(SAFE)
    const config = await readSiteConfig(testDb.db)
    expect(config.rich.privacy_notice_en).toBe(SAFE)
    expect(config.text.exhibition_date_en).toBe(HOSTILE)
    expect(config.rich.exhibition_date_en).toBeUndefined()
    expect(config.text.privacy_notice_en).toBeUndefined()
  })

  it('is rewritten in place by the one-off step, which then finds nothing more to do', async () => {
    expect(await resanitizeStoredRichHtml(testDb.db)).toBe(2)
    const [row] = await testDb.db.select({ bodyCn: news.bodyCn, bodyEn: news.bodyEn }).from(news).where(eq(news.id, 3))
    expect(row).toEqual({ bodyCn: SAFE, bodyEn: SAFE })
    const [entry] = await testDb.db
      .select({ contentRich: siteConfig.contentRich, content: siteConfig.content })
      .from(siteConfig)
      .where(eq(siteConfig.code, 'privacy_notice_en'))
    expect(entry?.contentRich).toBe(SAFE)
    expect(await resanitizeStoredRichHtml(testDb.db)).toBe(0)
  })
})
