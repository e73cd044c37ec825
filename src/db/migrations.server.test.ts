import { readFileSync } from 'node:fs'
import path from 'node:path'
import { count, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from './raw-query.server'
import * as schema from './schema'
import { newsSeed } from './seed/news'
import { SEED_DATASETS, seedDatabase } from './seed.server'
import { createTestDb, type TestDatabase } from './testing.server'

let testDb: TestDatabase

beforeAll(async () => {
  testDb = await createTestDb({ seed: false, fresh: true })
})
afterAll(async () => {
  await testDb?.close()
})

async function rowCount(table: PgTable): Promise<number> {
  const [row] = await testDb.db.select({ n: count() }).from(table)
  return row?.n ?? 0
}

const seededTables = {
  site_config: schema.siteConfig,
  menu_item: schema.menuItem,
  industry: schema.industry,
  news: schema.news,
  partner: schema.partner,
  exhibitor: schema.exhibitor,
  photo: schema.photo,
  hero_slide: schema.heroSlide,
  video: schema.video,
  hotel: schema.hotel,
  transport_route: schema.transportRoute,
  booth_type: schema.boothType,
  award: schema.award,
  download: schema.download,
  testimonial: schema.testimonial,
  statistic: schema.statistic,
} satisfies Record<string, PgTable>

async function countAll(): Promise<Record<string, number>> {
  const entries = await Promise.all(
    Object.entries(seededTables).map(async ([name, table]) => [name, await rowCount(table)] as const),
  )
  return Object.fromEntries(entries)
}

describe('migrations', () => {
  it('create every table of the schema on a fresh database, empty', async () => {
    const rows = await queryRows<{ table_name: string }>(
      testDb.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    )
    const tables = rows.map((row) => row.table_name)
    expect(tables).toEqual(
      [
        ...Object.keys(seededTables),
        'admin_audit_log',
        'admin_invitation',
        'admin_settings_draft',
        'auth_account',
        'auth_rate_limit',
        'auth_session',
        'auth_two_factor',
        'auth_user',
        'auth_verification',
        'booth_application',
        'cached_credential',
        'import_job',
        'mail_outbox',
        'media_asset',
        'booth_application_event',
        'newsletter_subscription',
        'rate_limit_bucket',
        'seed_history',
        'subscription_consent',
        'visitor_registration',
        'registration_consent',
        'registration_daily_count',
        'privacy_notice',
        'visitor_check_in',
        'badge_scan',
        'booth',
        'hall_feature',
      ].sort(),
    )
    expect(await countAll()).toEqual(Object.fromEntries(Object.keys(seededTables).map((name) => [name, 0])))
  })

  it('enable pg_trgm and index the news search column with it', async () => {
    const rows = await queryRows<{ indexdef: string }>(
      testDb.db,
      sql`select indexdef from pg_indexes where indexname = 'news_search_trgm_idx'`,
    )
    expect(rows[0]?.indexdef).toContain('gin_trgm_ops')
  })
})

describe('seedDatabase', () => {
  it('applies every dataset once, and a second run changes nothing', async () => {
    const first = await seedDatabase(testDb.db)
    expect(first).toEqual({ applied: [...SEED_DATASETS], skipped: [] })
    const afterFirst = await countAll()
    for (const [name, n] of Object.entries(afterFirst)) expect(n, name).toBeGreaterThan(0)
    expect(afterFirst.news).toBe(newsSeed.length)

    const second = await seedDatabase(testDb.db)
    expect(second).toEqual({ applied: [], skipped: [...SEED_DATASETS] })
    expect(await countAll()).toEqual(afterFirst)
  })

  it('does not resurrect rows an editor deleted', async () => {
    await testDb.db.delete(schema.testimonial)
    await seedDatabase(testDb.db)
    expect(await rowCount(schema.testimonial)).toBe(0)
  })
})

describe('migration 0020 (hero slides from the photos of album hero)', () => {
  it('moves a seeded database’s hero photos into slides, caption as title, in their order', async () => {
    const db = await createTestDb({ seed: false, fresh: true })
    try {
      await db.db.insert(schema.photo).values([
        { src: '/media/photos/b.svg', altCn: '乙', altEn: 'B', width: 1600, height: 640, album: 'hero', sortOrder: 2 },
        { src: '/media/photos/a.svg', altCn: '甲', altEn: 'A', width: 1600, height: 640, album: 'hero', sortOrder: 1 },
        { src: '/media/photos/c.svg', altCn: '丙', altEn: 'C', width: 800, height: 600, album: 'halls', sortOrder: 1 },
      ])
      const file = readFileSync(path.join(process.cwd(), 'drizzle/0020_hero-slides-from-photos.sql'), 'utf8')
      for (const statement of file.split('--> statement-breakpoint')) await db.db.execute(sql.raw(statement))
      const slides = await db.db.select().from(schema.heroSlide).orderBy(schema.heroSlide.sortOrder)
      expect(
        slides.map(({ image, titleCn, titleEn, textEn, sortOrder, hidden }) => [
          image,
          titleCn,
          titleEn,
          textEn,
          sortOrder,
          hidden,
        ]),
      ).toEqual([
        ['/media/photos/a.svg', '甲', 'A', '', 1, false],
        ['/media/photos/b.svg', '乙', 'B', '', 2, false],
      ])
      expect((await db.db.select().from(schema.photo)).map((p) => p.album)).toEqual(['halls'])
    } finally {
      await db.close()
    }
  })
})

describe('migration 0022 (sister fairs’ map positions from their countries)', () => {
  it('gives an existing database’s sister fairs the places a new database is seeded with', async () => {
    const db = await createTestDb({ seed: false, fresh: true })
    try {
      await seedDatabase(db.db)
      const positions = async () =>
        (await db.db.select().from(schema.partner).orderBy(schema.partner.id)).map((p) => [p.kind, p.lon, p.lat])
      const seeded = await positions()
      expect(seeded.filter(([kind, lon]) => kind === 'sister_fair' && lon !== null)).toHaveLength(8)
      // A database from before the columns: no positions; one more fair in a country with no known city.
      await db.db.update(schema.partner).set({ lon: null, lat: null })
      await db.db
        .insert(schema.partner)
        .values({ kind: 'sister_fair', nameCn: '亚特兰蒂斯', nameEn: 'Atlantis', countryEn: 'Atlantis', sortOrder: 99 })
      const file = readFileSync(path.join(process.cwd(), 'drizzle/0022_partner-position-backfill.sql'), 'utf8')
      for (const statement of file.split('--> statement-breakpoint')) await db.db.execute(sql.raw(statement))
      expect(await positions()).toEqual([...seeded, ['sister_fair', null, null]])
    } finally {
      await db.close()
    }
  })
})

describe('migration 0030 (every copy of an erased registration)', () => {
  it('names legacy badge mails, drops erased rows’ mails and tokens, and redacts export filters', async () => {
    const db = await createTestDb({ seed: false, fresh: true })
    try {
      const registration = (email: string, badgeToken: string, purgedAt: Date | null) => ({
        edition: '18',
        editionEndsAt: new Date('2025-06-13T07:00:00Z'),
        lang: 'en' as const,
        badgeToken,
        purgedAt,
        email: purgedAt ? null : email,
        country: 'DE',
        visitorType: 'retail' as const,
        purchasingRole: 'none' as const,
      })
      const kept = 'AAAABBBBCCCCDDDDEEEEFFFFGG'
      const erased = 'ZZZZYYYYXXXXWWWWVVVVUUUU22'
      const [active, gone] = await db.db
        .insert(schema.visitorRegistration)
        .values([registration('kept@buyer.example.com', kept, null), registration('', erased, new Date())])
        .returning({ id: schema.visitorRegistration.id })
      const badgeMail = (to: string, token: string) => ({
        kind: 'visitor_badge' as const,
        toAddress: to,
        subject: 'Your e-badge',
        text: `Your badge: https://fair.example.com/en/badge/${token}\n`,
        messageId: `<${token}@fair.example.com>`,
      })
      await db.db
        .insert(schema.mailOutbox)
        .values([badgeMail('kept@buyer.example.com', kept), badgeMail('erased@buyer.example.com', erased)])
      const actor = { actorEmail: 'sales@fair.test', action: 'export', entity: 'visitor_registration' }
      await db.db.insert(schema.adminAuditLog).values([
        { ...actor, after: { filter: { q: 'erased@buyer.example.com', type: 'retail' }, rows: 1 } },
        { ...actor, after: { filter: { type: 'retail' }, rows: 3 } },
      ])

      const file = readFileSync(path.join(process.cwd(), 'drizzle/0030_every-copy-erased.sql'), 'utf8')
      for (const statement of file.split('--> statement-breakpoint')) await db.db.execute(sql.raw(statement))

      const mails = await db.db.select().from(schema.mailOutbox)
      expect(mails.map((m) => [m.toAddress, m.subjectKey])).toEqual([
        ['kept@buyer.example.com', `visitor_registration:${active?.id}`],
      ])
      const tokens = await db.db
        .select({ id: schema.visitorRegistration.id, token: schema.visitorRegistration.badgeToken })
        .from(schema.visitorRegistration)
        .orderBy(schema.visitorRegistration.id)
      expect(tokens).toEqual([
        { id: active?.id, token: kept },
        { id: gone?.id, token: null },
      ])
      const audit = await db.db.select().from(schema.adminAuditLog).orderBy(schema.adminAuditLog.id)
      expect(audit.map((entry) => entry.after)).toEqual([
        { filter: { q: '[redacted]', type: 'retail' }, rows: 1 },
        { filter: { type: 'retail' }, rows: 3 },
      ])
      // The log is append-only again.
      await expect(db.db.execute(sql`update admin_audit_log set entity = 'x'`)).rejects.toThrow()
    } finally {
      await db.close()
    }
  })
})

describe('migration 0031 (booth applications keep their show’s end)', () => {
  it('gives each existing application the end of the show the settings name', async () => {
    const db = await createTestDb({ seed: false, fresh: true })
    try {
      const application = {
        partnershipIntent: 'Exhibitor',
        country: 'Germany',
        companyName: 'Kornmühle',
        contactName: 'Thomas Keller',
        phone: '+49 8821 000000',
        email: 'keller@example.com',
        productType: 'Flour',
        boothType: 'standard' as const,
        areaSqm: 18,
        lang: 'en' as const,
        consentAt: new Date(),
        editionEndsAt: new Date(0),
      }
      await db.db.insert(schema.boothApplication).values(application)
      // As the table was before the migration, with the show's end in the settings (unix seconds).
      await db.db.execute(sql.raw('ALTER TABLE "booth_application" DROP COLUMN "edition_ends_at"'))
      await db.db.insert(schema.siteConfig).values({ code: 'exhibition_end_time', content: '1781334000' })

      const file = readFileSync(path.join(process.cwd(), 'drizzle/0031_booth-application-retention.sql'), 'utf8')
      for (const statement of file.split('--> statement-breakpoint')) await db.db.execute(sql.raw(statement))

      const rows = await db.db.select({ ends: schema.boothApplication.editionEndsAt }).from(schema.boothApplication)
      expect(rows.map((row) => row.ends.toISOString())).toEqual([new Date(1781334000 * 1000).toISOString()])
    } finally {
      await db.close()
    }
  })
})
