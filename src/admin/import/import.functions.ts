import { notFound } from '@tanstack/react-router'
import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import type { ImportJobView, ImportStartAnswer, ImportUploadAnswer } from '~/admin/import/contract'
import { getDb } from '~/db/client.server'
import { adminFn } from '../auth/admin-fn'
import { adminInput } from '../auth/admin-input'
import { getImportJob, latestActiveImportJob, previewImport, startImport } from './import.server'
import { kickImportJobs } from './import-worker.server'

const Id = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647))

const UploadForm = v.pipe(
  v.instance(FormData),
  v.transform((form) => ({ file: form.get('file') })),
  v.object({ file: v.instance(File) }),
)

/** Reads and checks a file into a preview; nothing is written to the directory. */
export const uploadExhibitorImport = createServerFn({ method: 'POST' })
  .middleware([adminFn('content:write')])
  .validator(adminInput(UploadForm))
  .handler(
    async ({ data, context }): Promise<ImportUploadAnswer> =>
      previewImport(
        await getDb(),
        { id: context.user.id, email: context.user.email },
        { fileName: data.file.name, bytes: new Uint8Array(await data.file.arrayBuffer()) },
      ),
  )

/** A job by id, or without one the import still being written (the editor came back to the page). */
export const fetchImportJob = createServerFn({ method: 'GET' })
  .middleware([adminFn('content:write')])
  .validator(adminInput(v.object({ id: v.optional(Id) })))
  .handler(async ({ data }): Promise<ImportJobView | null> => {
    const db = await getDb()
    if (data.id === undefined) return (await latestActiveImportJob(db)) ?? null
    const job = await getImportJob(db, data.id)
    if (!job) throw notFound()
    return job
  })

/** "Import": starts writing a previewed file without errors; this process begins at once. */
export const startExhibitorImport = createServerFn({ method: 'POST' })
  .middleware([adminFn('content:write')])
  .validator(adminInput(v.object({ id: Id })))
  .handler(async ({ data }): Promise<ImportStartAnswer> => {
    const answer = await startImport(await getDb(), data.id)
    if (answer.ok) kickImportJobs()
    return answer
  })
