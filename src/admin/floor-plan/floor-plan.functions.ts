import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { getDb } from '~/db/client.server'
import { refuseWithStatus } from '~/server/server-fn-input'
import { adminFn } from '../auth/admin-fn'
import { adminInput } from '../auth/admin-input'
import { type AdminPlan, BoothChange, type BoothImportAnswer, type BoothSaveAnswer } from './contract'
import { adminPlan, saveBooth } from './floor-plan.server'
import { importBooths } from './floor-plan-import.server'

const actorOf = (user: { id: string; email: string }) => ({ id: user.id, email: user.email })

/** The hall plan as the back office edits it: booths with their versions, features, exhibitors. */
export const fetchAdminPlan = createServerFn({ method: 'GET' })
  .middleware([adminFn('booths:write')])
  .handler(async (): Promise<AdminPlan> => adminPlan(await getDb()))

/** One booth moved, resized, assigned or given another status, over the version the editor saw. */
export const saveAdminBooth = createServerFn({ method: 'POST' })
  .middleware([adminFn('booths:write')])
  .validator(adminInput(BoothChange))
  .handler(async ({ data, context }): Promise<BoothSaveAnswer> => saveBooth(await getDb(), actorOf(context.user), data))

const ImportForm = v.pipe(
  v.instance(FormData),
  v.transform((form) => ({ file: form.get('file'), apply: form.get('apply') })),
  v.object({ file: v.instance(File), apply: v.nullable(v.string()) }),
)

/** File problems past a booth file's limits (`BOOTH_IMPORT_LIMITS`): answered 413. */
const OVER_LIMITS = new Set(['too-large', 'too-large-unpacked', 'too-many-rows'])

/**
 * A booth file checked into a preview, or (`apply=1`) written when no row has an error. Received in
 * one of the upload slots (`LARGE_SERVER_FNS`, ADR 031). A file past its limits is a 413 that still
 * carries the typed answer, which the screen words (Start's client reads a serialized answer
 * whatever its status).
 */
export const importAdminBooths = createServerFn({ method: 'POST' })
  .middleware([adminFn('booths:write')])
  .validator(adminInput(ImportForm))
  .handler(async ({ data, context }): Promise<BoothImportAnswer> => {
    const bytes = new Uint8Array(await data.file.arrayBuffer())
    const answer = await importBooths(await getDb(), actorOf(context.user), bytes, data.apply === '1')
    if (!answer.ok && OVER_LIMITS.has(answer.file.problem)) refuseWithStatus(413)
    return answer
  })
