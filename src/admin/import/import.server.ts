import { and, desc, eq, inArray, lt, notInArray, sql } from 'drizzle-orm'
import * as v from 'valibot'
import {
  IMPORT_COLUMNS,
  type ImportCounts,
  type ImportJobView,
  type ImportStartAnswer,
  type ImportUploadAnswer,
  ROW_PROBLEMS,
} from '~/admin/import/contract'
import type { Db } from '~/db/client.server'
import { flushWrites } from '~/db/durability.server'
import { queryRows } from '~/db/raw-query.server'
import { exhibitor, importJob, industry } from '~/db/schema'
import { type Actor, recordAudit } from '../audit/audit.server'
import { uploadedFileName } from '../ui/upload-name'
import { checkRows, type ExhibitorValues, planImport } from './import-rows'
import { readTable } from './read-table.server'

/**
 * The exhibitor import (ADR 021): an upload is read, checked and compared with the directory into a
 * job row (its preview); nothing is written until the editor starts it, and never while a row has
 * errors. A started job is written in batches by whichever server process claims it: each batch is
 * one transaction that also advances `processed`, so a crash or restart resumes after the last
 * committed batch. Writing only new and changed rows keeps a re-import of the same file a no-op: no
 * statement touches `exhibitor` (whose trigger would bump the content version), no audit entry.
 */

/** Preview entries kept per job: the counts stay complete for larger files. */
const LISTED_ROWS = 500
const LEASE_MS = 30_000
const MAX_ATTEMPTS = 5
/** A failed batch waits this long before any process tries it again. */
const RETRY_AFTER_MS = 10_000

type JobRow = typeof importJob.$inferSelect

const Counts = v.object({
  rows: v.number(),
  new: v.number(),
  changed: v.number(),
  unchanged: v.number(),
  errors: v.number(),
  untouched: v.number(),
})
const Column = v.picklist(IMPORT_COLUMNS)
const Listed = { row: v.number(), externalId: v.string() }
const StoredRow = v.variant('action', [
  v.object({
    ...Listed,
    action: v.literal('error'),
    errors: v.array(v.object({ column: Column, problem: v.picklist(ROW_PROBLEMS), value: v.string() })),
  }),
  v.object({ ...Listed, action: v.literal('new'), name: v.string() }),
  v.object({ ...Listed, action: v.literal('changed'), name: v.string(), changes: v.array(Column) }),
])
/** What the job's `preview` column holds (written by this module only, checked when read back). */
const StoredPreview = v.object({ counts: Counts, rows: v.array(StoredRow), moreRows: v.number() })
const StoredValues = v.array(
  v.object({
    external_id: v.string(),
    name_cn: v.string(),
    name_en: v.string(),
    country_code: v.string(),
    country_cn: v.string(),
    country_en: v.string(),
    booth: v.string(),
    industry_codes: v.array(v.string()),
    german_pavilion: v.boolean(),
    website: v.nullable(v.string()),
    description_cn: v.string(),
    description_en: v.string(),
  }),
)

function view(job: JobRow): ImportJobView {
  const preview = v.parse(StoredPreview, job.preview)
  return {
    id: job.id,
    fileName: job.fileName,
    status: job.status,
    createdAt: job.createdAt.toISOString(),
    counts: preview.counts,
    rows: preview.rows,
    moreRows: preview.moreRows,
    total: job.total,
    processed: job.processed,
  }
}

/** The directory as the import compares it, keyed by external id. */
async function storedExhibitors(db: Db): Promise<Map<string, ExhibitorValues>> {
  const rows = await db.select().from(exhibitor)
  return new Map(
    rows.map((row) => [
      row.externalId,
      {
        external_id: row.externalId,
        name_cn: row.nameCn,
        name_en: row.nameEn,
        country_code: row.countryCode,
        country_cn: row.countryCn,
        country_en: row.countryEn,
        booth: row.booth,
        industry_codes: row.industryCodes,
        german_pavilion: row.germanPavilion,
        website: row.website,
        description_cn: row.descriptionCn,
        description_en: row.descriptionEn,
      },
    ]),
  )
}

/** Reads and checks an uploaded file into a job: its preview, and the rows to write if all are valid. */
export async function previewImport(
  db: Db,
  actor: Actor,
  upload: { fileName: string; bytes: Uint8Array },
): Promise<ImportUploadAnswer> {
  const table = await readTable(upload.bytes)
  if (!table.ok) return table
  const industries = new Set((await db.select({ code: industry.code }).from(industry)).map((row) => row.code))
  const checked = checkRows(table.table, industries)
  if (!checked.ok) return checked
  const plan = planImport(checked.rows, await storedExhibitors(db))
  const invalid = plan.counts.errors > 0
  const [job] = await db
    .insert(importJob)
    .values({
      actorId: actor.id,
      actorEmail: actor.email,
      fileName: uploadedFileName(upload.fileName),
      status: invalid ? 'invalid' : 'ready',
      preview: {
        counts: plan.counts,
        rows: plan.preview.slice(0, LISTED_ROWS),
        moreRows: Math.max(0, plan.preview.length - LISTED_ROWS),
      },
      // A file with errors is never written, so its rows are not kept.
      writes: invalid ? [] : plan.writes,
      total: invalid ? 0 : plan.writes.length,
    })
    .returning()
  if (!job) throw new Error('import job not created')
  await flushWrites(db)
  return { ok: true, job: view(job) }
}

export async function getImportJob(db: Db, id: number): Promise<ImportJobView | undefined> {
  const [job] = await db.select().from(importJob).where(eq(importJob.id, id))
  return job ? view(job) : undefined
}

/** The newest import still queued or being written, if any. */
export async function latestActiveImportJob(db: Db): Promise<ImportJobView | undefined> {
  const [job] = await db
    .select()
    .from(importJob)
    .where(inArray(importJob.status, ['queued', 'running']))
    .orderBy(desc(importJob.id))
    .limit(1)
  return job ? view(job) : undefined
}

/** "Import": queues a previewed job without errors that has something to write. */
export async function startImport(db: Db, id: number): Promise<ImportStartAnswer> {
  const [job] = await db.select().from(importJob).where(eq(importJob.id, id))
  if (!job) return { ok: false, reason: 'not-found' }
  if (job.status === 'invalid') return { ok: false, reason: 'invalid' }
  if (job.status !== 'ready') return { ok: false, reason: 'started' }
  if (job.total === 0) return { ok: false, reason: 'nothing-to-write' }
  const [queued] = await db
    .update(importJob)
    .set({ status: 'queued', updatedAt: new Date() })
    .where(and(eq(importJob.id, id), eq(importJob.status, 'ready')))
    .returning()
  if (!queued) return { ok: false, reason: 'started' }
  await flushWrites(db)
  return { ok: true, job: view(queued) }
}

/** Takes a queued job, or a running one whose process stopped renewing its lease (crash, restart). */
async function claimJob(db: Db, now: Date): Promise<number | undefined> {
  const lease = new Date(now.getTime() + LEASE_MS)
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`update import_job set status = 'running', locked_until = ${lease}, updated_at = ${now}
        where id = (select id from import_job
          where status in ('queued', 'running') and (locked_until is null or locked_until <= ${now})
          order by id limit 1 for update skip locked)
        returning id`,
  )
  return row ? Number(row.id) : undefined
}

function rowOf(values: ExhibitorValues): typeof exhibitor.$inferInsert {
  return {
    externalId: values.external_id,
    nameCn: values.name_cn,
    nameEn: values.name_en,
    countryCode: values.country_code,
    countryCn: values.country_cn,
    countryEn: values.country_en,
    booth: values.booth,
    industryCodes: values.industry_codes,
    germanPavilion: values.german_pavilion,
    website: values.website,
    descriptionCn: values.description_cn,
    descriptionEn: values.description_en,
  }
}

const excluded = (column: string) => sql.raw(`excluded.${column}`)
const UPDATED_COLUMNS = {
  nameCn: 'name_cn',
  nameEn: 'name_en',
  countryCode: 'country_code',
  countryCn: 'country_cn',
  countryEn: 'country_en',
  booth: 'booth',
  industryCodes: 'industry_codes',
  germanPavilion: 'german_pavilion',
  website: 'website',
  descriptionCn: 'description_cn',
  descriptionEn: 'description_en',
} as const

/**
 * Writes the job's next batch in one transaction with its progress (and, for the last batch, the
 * audit entry). The job row is locked first, so two processes can never write the same batch.
 */
async function writeBatch(db: Db, id: number, batchSize: number, now: Date): Promise<'more' | 'done' | 'gone'> {
  return db.transaction(async (tx) => {
    const [job] = await tx.select().from(importJob).where(eq(importJob.id, id)).for('update')
    if (job?.status !== 'running') return 'gone'
    const end = Math.min(job.total, job.processed + batchSize)
    const [slice] = await queryRows<{ rows: unknown }>(
      tx,
      sql`select coalesce(jsonb_agg(writes -> i order by i), '[]'::jsonb) as rows
          from import_job, generate_series(${job.processed}::int, ${end - 1}::int) as i where id = ${id}`,
    )
    const values = v.parse(StoredValues, slice?.rows ?? [])
    if (values.length > 0) {
      const columns = Object.values(UPDATED_COLUMNS)
      await tx
        .insert(exhibitor)
        .values(values.map(rowOf))
        .onConflictDoUpdate({
          target: exhibitor.externalId,
          set: Object.fromEntries(Object.entries(UPDATED_COLUMNS).map(([key, column]) => [key, excluded(column)])),
          // A row someone already brought to the file's values is left alone.
          setWhere: sql`(${sql.join(
            columns.map((column) => sql.raw(`exhibitor.${column}`)),
            sql`, `,
          )}) is distinct from (${sql.join(columns.map(excluded), sql`, `)})`,
        })
    }
    const done = end >= job.total
    await tx
      .update(importJob)
      .set({
        processed: end,
        updatedAt: now,
        lockedUntil: done ? null : new Date(now.getTime() + LEASE_MS),
        ...(done ? { status: 'done' as const, finishedAt: now } : {}),
      })
      .where(eq(importJob.id, id))
    if (done) {
      const counts = v.parse(StoredPreview, job.preview).counts
      await recordAudit(
        tx,
        { id: job.actorId, email: job.actorEmail },
        { action: 'import', entity: 'exhibitor', entityId: `import-${id}`, after: auditSummary(job.fileName, counts) },
      )
    }
    return done ? 'done' : 'more'
  })
}

const auditSummary = (file: string, counts: ImportCounts) => ({
  file,
  new: counts.new,
  changed: counts.changed,
  unchanged: counts.unchanged,
  untouched: counts.untouched,
})

/** A batch that threw: tried again later with backoff, and after MAX_ATTEMPTS the job is failed. */
async function recordFailure(db: Db, id: number, error: unknown, now: Date): Promise<void> {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 500)
  await db
    .update(importJob)
    .set({
      attempts: sql`${importJob.attempts} + 1`,
      lastError: message,
      updatedAt: now,
      status: sql`case when ${importJob.attempts} + 1 >= ${MAX_ATTEMPTS} then 'failed' else status end`,
      lockedUntil: new Date(now.getTime() + RETRY_AFTER_MS),
    })
    .where(eq(importJob.id, id))
}

/**
 * Writes every claimable job to its end, batch by batch, and answers how many batches were written.
 * `stopAfter` ends the round early (tests use it to stop "mid-file", as a crash would).
 */
export async function runImportJobs(
  db: Db,
  options: { batchSize?: number; stopAfter?: number; now?: () => Date } = {},
): Promise<number> {
  const batchSize = options.batchSize ?? 200
  const now = options.now ?? (() => new Date())
  let batches = 0
  for (let id = await claimJob(db, now()); id !== undefined; id = await claimJob(db, now())) {
    for (;;) {
      if (options.stopAfter !== undefined && batches >= options.stopAfter) return batches
      let step: Awaited<ReturnType<typeof writeBatch>>
      try {
        step = await writeBatch(db, id, batchSize, now())
      } catch (error) {
        await recordFailure(db, id, error, now())
        break
      }
      await flushWrites(db)
      batches++
      if (step !== 'more') break
    }
  }
  return batches
}

const KEEP_JOBS_DAYS = 30

/** Jobs no longer being written are kept 30 days (their file's rows and who sent it), then deleted. */
export async function purgeOldImportJobs(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - KEEP_JOBS_DAYS * 86_400_000)
  const deleted = await db
    .delete(importJob)
    .where(and(lt(importJob.updatedAt, before), notInArray(importJob.status, ['queued', 'running'])))
    .returning({ id: importJob.id })
  return deleted.length
}
