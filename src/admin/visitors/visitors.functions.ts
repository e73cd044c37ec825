import { notFound } from '@tanstack/react-router'
import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { type Db, getDb } from '~/db/client.server'
import { siteOrigin } from '~/server/site-origin.server'
import { adminFn } from '../auth/admin-fn'
import { adminInput } from '../auth/admin-input'
import {
  type VisitorActionAnswer,
  type VisitorFigures,
  VisitorIdInput,
  type VisitorListAnswer,
  VisitorListRequest,
} from './contract'
import {
  cancelRegistration,
  erasePerson,
  exportPerson,
  listVisitors,
  refusalOf,
  resendBadge,
  visitorFigures,
} from './visitors.server'

export const fetchVisitors = createServerFn({ method: 'GET' })
  .middleware([adminFn('visitors:read')])
  .validator(adminInput(VisitorListRequest))
  .handler(async ({ data }): Promise<VisitorListAnswer> => listVisitors(await getDb(), data))

export const fetchVisitorFigures = createServerFn({ method: 'GET' })
  .middleware([adminFn('visitors:read')])
  .handler(async (): Promise<VisitorFigures> => visitorFigures(await getDb()))

/** Done, or refused with the registration's state now (a colleague may have cancelled or erased it). */
async function answer(id: number, done: (db: Db) => Promise<boolean>): Promise<VisitorActionAnswer> {
  const db = await getDb()
  return (await done(db)) ? { ok: true } : { ok: false, reason: await refusalOf(db, id) }
}

export const cancelVisitor = createServerFn({ method: 'POST' })
  .middleware([adminFn('visitors:write')])
  .validator(adminInput(VisitorIdInput))
  .handler(
    ({ data, context }): Promise<VisitorActionAnswer> =>
      answer(data.id, (db) => cancelRegistration(db, context.user, data.id)),
  )

export const resendVisitorBadge = createServerFn({ method: 'POST' })
  .middleware([adminFn('visitors:write')])
  .validator(adminInput(VisitorIdInput))
  .handler(
    ({ data, context }): Promise<VisitorActionAnswer> =>
      answer(data.id, (db) => resendBadge(db, context.user, data.id, siteOrigin(getRequest()))),
  )

/** One person's data as JSON (PIPL access request), audited. */
export const exportVisitor = createServerFn({ method: 'POST' })
  .middleware([adminFn('visitors:write')])
  .validator(adminInput(VisitorIdInput))
  .handler(async ({ data, context }) => {
    const person = await exportPerson(await getDb(), context.user, data.id)
    if (!person) throw notFound()
    return JSON.stringify(person, null, 2)
  })

export const eraseVisitor = createServerFn({ method: 'POST' })
  .middleware([adminFn('visitors:write')])
  .validator(adminInput(VisitorIdInput))
  .handler(
    ({ data, context }): Promise<VisitorActionAnswer> =>
      answer(data.id, (db) => erasePerson(db, context.user, data.id)),
  )
