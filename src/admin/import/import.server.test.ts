import { readFileSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '~/db/raw-query.server'
import { listExhibitors } from '~/db/repositories/exhibitors.server'
import { importJob } from '~/db/schema'
import { exhibitorSeed } from '~/db/seed/exhibitors'
import { createTestDb, type TestDatabase } from '~/db/testing.server'
import { csvFile, goodRow, xlsxFile } from '../../../tests/support/exhibitor-files'
import { xlsxBomb } from '../../../tests/support/xlsx-zip'
import { listAudit } from '../audit/audit.server'
import { getImportJob, previewImport, purgeOldImportJobs, runImportJobs, startImport } from './import.server'

const EDITOR = { id: null, email: 'editor@example.cn' }

describe('the exhibitor import job', () => {
  let testDb: TestDatabase
  beforeAll(async () => {
    testDb = await createTestDb()
    // Counts every statement that touches `exhibitor` (as the content-version trigger would fire).
    for (const statement of [
      'create table statement_count (n int not null)',
      'insert into statement_count values (0)',
      `create function count_statement() returns trigger language plpgsql as $$
        begin update statement_count set n = n + 1; return null; end $$`,
      `create trigger count_exhibitor after insert or update or delete on exhibitor
        for each statement execute function count_statement()`,
    ])
      await testDb.db.execute(sql.raw(statement))
  })
  afterAll(() => testDb?.close())

  const statements = async () =>
    Number((await queryRows<{ n: number }>(testDb.db, sql`select n from statement_count`))[0]?.n)
  const imports = async () => (await listAudit(testDb.db, { entity: 'exhibitor', limit: 50 })).length
  const upload = async (bytes: Uint8Array, fileName = 'exhibitors.csv') => {
    const answer = await previewImport(testDb.db, EDITOR, { fileName, bytes })
    if (!answer.ok) throw new Error(JSON.stringify(answer.file))
    return answer.job
  }

  it('refuses a zip bomb as too large once unpacked, and writes nothing (not even a preview job)', async () => {
    const header = ['external_id', 'name_cn', 'name_en']
    const jobs = async () => (await testDb.db.select({ id: importJob.id }).from(importJob)).length
    const before = await jobs()
    const answer = await previewImport(testDb.db, EDITOR, {
      fileName: 'exhibitors.xlsx',
      bytes: await xlsxBomb(header, 300),
    })
    expect(answer).toEqual({ ok: false, file: { problem: 'too-large-unpacked', maxMegabytes: 50 } })
    expect(await jobs()).toBe(before)
    expect(await statements()).toBe(0)
  })

  it('keeps a file with a bad row from being written', async () => {
    const job = await upload(csvFile([goodRow(1), goodRow(2, { industry_codes: 'no-such-industry' })]))
    expect(job).toMatchObject({ status: 'invalid', total: 0, counts: { errors: 1, new: 1 } })
    expect(await startImport(testDb.db, job.id)).toEqual({ ok: false, reason: 'invalid' })
    expect(await runImportJobs(testDb.db)).toBe(0)
    expect(await statements()).toBe(0)
  })

  it('writes a fixed file in batches, resumes after a stop, and audits the import once', async () => {
    const rows = Array.from({ length: 5 }, (_, i) => goodRow(i + 1))
    const job = await upload(await xlsxFile(rows), 'exhibitors.xlsx')
    expect(job).toMatchObject({
      status: 'ready',
      total: 5,
      counts: { new: 5, errors: 0, untouched: exhibitorSeed.length },
    })
    expect(await startImport(testDb.db, job.id)).toMatchObject({ ok: true })
    expect(await startImport(testDb.db, job.id)).toEqual({ ok: false, reason: 'started' })

    // A process stops after one batch of two (a crash): progress is what was committed.
    expect(await runImportJobs(testDb.db, { batchSize: 2, stopAfter: 1 })).toBe(1)
    expect(await getImportJob(testDb.db, job.id)).toMatchObject({ status: 'running', processed: 2 })
    // Another process takes the job over once the lease has run out, and finishes it.
    const later = () => new Date(Date.now() + 60_000)
    expect(await runImportJobs(testDb.db, { batchSize: 2, now: later })).toBe(2)
    expect(await getImportJob(testDb.db, job.id)).toMatchObject({ status: 'done', processed: 5 })

    const found = await listExhibitors(testDb.db, { q: '测试有机公司', pageSize: 50 })
    expect(found.total).toBe(5)
    expect(found.items[0]).toMatchObject({ germanPavilion: true, industryCodes: ['food-grains', 'food-tea-coffee'] })
    const [audit] = await listAudit(testDb.db, { entity: 'exhibitor', limit: 5 })
    expect(audit).toMatchObject({ action: 'import', entityId: `import-${job.id}` })
    expect(JSON.parse(audit?.after ?? '{}')).toEqual({
      file: 'exhibitors.xlsx',
      new: 5,
      changed: 0,
      unchanged: 0,
      untouched: exhibitorSeed.length,
    })
  })

  it('finds nothing to write when the same file comes again, and writes only what changed', async () => {
    const rows = Array.from({ length: 5 }, (_, i) => goodRow(i + 1))
    const before = { statements: await statements(), imports: await imports() }
    const again = await upload(csvFile(rows))
    expect(again).toMatchObject({ status: 'ready', total: 0, rows: [], counts: { unchanged: 5, new: 0, changed: 0 } })
    expect(await startImport(testDb.db, again.id)).toEqual({ ok: false, reason: 'nothing-to-write' })
    expect(await runImportJobs(testDb.db)).toBe(0)
    expect({ statements: await statements(), imports: await imports() }).toEqual(before)

    rows[2] = goodRow(3, { booth: 'T-99' })
    const changed = await upload(csvFile(rows))
    expect(changed.rows).toEqual([
      { row: 4, externalId: 'test-3', action: 'changed', name: '测试有机公司3', changes: ['booth'] },
    ])
    await startImport(testDb.db, changed.id)
    await runImportJobs(testDb.db)
    const [row] = (await listExhibitors(testDb.db, { q: 'T-99' })).items
    expect(row?.externalId).toBe('test-3')
    expect(await imports()).toBe(before.imports + 1)
  })

  it('retries a batch that fails, then marks the job failed instead of losing it', async () => {
    const [job] = await testDb.db
      .insert(importJob)
      .values({
        actorId: null,
        actorEmail: EDITOR.email,
        fileName: 'broken.csv',
        status: 'queued',
        preview: {
          counts: { rows: 1, new: 1, changed: 0, unchanged: 0, errors: 0, untouched: 0 },
          rows: [],
          moreRows: 0,
        },
        writes: [{ external_id: 'not a whole row' }],
        total: 1,
      })
      .returning({ id: importJob.id })
    if (!job) throw new Error('no job')
    for (let attempt = 1; attempt <= 5; attempt++) {
      const at = new Date(Date.now() + attempt * 60_000)
      await runImportJobs(testDb.db, { now: () => at })
    }
    expect(await getImportJob(testDb.db, job.id)).toMatchObject({ status: 'failed', processed: 0 })
    expect(await runImportJobs(testDb.db, { now: () => new Date(Date.now() + 3_600_000) })).toBe(0)
  })

  it('deletes finished jobs after 30 days, never one being written', async () => {
    const queued = await upload(csvFile([goodRow(50)]))
    await startImport(testDb.db, queued.id)
    const inAMonth = new Date(Date.now() + 31 * 86_400_000)
    expect(await purgeOldImportJobs(testDb.db, new Date())).toBe(0)
    expect(await purgeOldImportJobs(testDb.db, inAMonth)).toBeGreaterThan(0)
    expect(await getImportJob(testDb.db, queued.id)).toMatchObject({ status: 'queued' })
  })

  it('gives seeded exhibitors the external id that migration 0016 backfills into older databases', async () => {
    const backfill = readFileSync(
      new URL('../../../drizzle/0017_exhibitor-external-id-backfill.sql', import.meta.url),
      'utf8',
    )
    const expression = /SET "external_id" = (.*)\nWHERE/.exec(backfill)?.[1]
    if (!expression) throw new Error('backfill expression not found')
    const rows = await queryRows<{ external_id: string; backfilled: string }>(
      testDb.db,
      sql`select external_id, ${sql.raw(expression)} as backfilled from exhibitor where external_id not like 'test-%'`,
    )
    expect(rows).toHaveLength(exhibitorSeed.length)
    for (const row of rows) expect(row.backfilled).toBe(row.external_id)
  })
})
