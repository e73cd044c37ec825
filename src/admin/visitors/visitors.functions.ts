import { notFound } from '@tanstack/react-router'
import { createServerFn } from '@tanstack/react-start'
import { getDb } from '~/db/client.server'
import { adminFn } from '../auth/admin-fn'
import { adminInput } from '../auth/admin-input'
import { siteOriginFrom } from '../auth/site-origin'
import { type VisitorFigures, VisitorIdInput, type VisitorListAnswer, VisitorListRequest } from './contract'
import {
  cancelRegistration,
  erasePerson,
  exportPerson,
  listVisitors,
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

export const cancelVisitor = createServerFn({ method: 'POST' })
  .middleware([adminFn('visitors:write')])
  .validator(adminInput(VisitorIdInput))
  .handler(async ({ data, context }) => ({ ok: await cancelRegistration(await getDb(), context.user, data.id) }))

export const resendVisitorBadge = createServerFn({ method: 'POST' })
  .middleware([adminFn('visitors:write')])
  .validator(adminInput(VisitorIdInput))
  .handler(async ({ data, context }) => ({
    ok: await resendBadge(await getDb(), context.user, data.id, siteOriginFrom()),
  }))

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
  .handler(async ({ data, context }) => ({ ok: await erasePerson(await getDb(), context.user, data.id) }))
