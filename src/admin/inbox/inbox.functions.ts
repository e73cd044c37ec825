import { notFound } from '@tanstack/react-router'
import { createServerFn } from '@tanstack/react-start'
import {
  type ApplicationDetail,
  ApplicationIdInput,
  type ApplicationListAnswer,
  ApplicationListRequest,
  type ApplicationUpdateAnswer,
  ApplicationUpdateInput,
  type OutboxMessage,
  type SubscriberListAnswer,
  SubscriberListRequest,
} from '~/contracts/inbox'
import { getDb } from '~/db/client.server'
import { listOutbox } from '~/mail/outbox.server'
import { adminFn } from '../auth/admin-fn'
import { adminInput } from '../auth/admin-input'
import { getApplication, listApplications, updateApplication } from './applications.server'
import { listSubscribers } from './subscribers.server'

export const fetchApplications = createServerFn({ method: 'GET' })
  .middleware([adminFn('submissions:read')])
  .validator(adminInput(ApplicationListRequest))
  .handler(async ({ data }): Promise<ApplicationListAnswer> => listApplications(await getDb(), data))

export const fetchApplication = createServerFn({ method: 'GET' })
  .middleware([adminFn('submissions:read')])
  .validator(adminInput(ApplicationIdInput))
  .handler(async ({ data }): Promise<ApplicationDetail> => {
    const detail = await getApplication(await getDb(), data.id)
    if (!detail) throw notFound()
    return detail
  })

export const saveApplication = createServerFn({ method: 'POST' })
  .middleware([adminFn('submissions:write')])
  .validator(adminInput(ApplicationUpdateInput))
  .handler(
    async ({ data, context }): Promise<ApplicationUpdateAnswer> =>
      updateApplication(await getDb(), { id: context.user.id, email: context.user.email }, data),
  )

export const fetchSubscribers = createServerFn({ method: 'GET' })
  .middleware([adminFn('submissions:read')])
  .validator(adminInput(SubscriberListRequest))
  .handler(async ({ data }): Promise<SubscriberListAnswer> => listSubscribers(await getDb(), data))

export const fetchOutbox = createServerFn({ method: 'GET' })
  .middleware([adminFn('mail:read')])
  .handler(
    async (): Promise<OutboxMessage[]> =>
      (await listOutbox(await getDb())).map((row) => ({
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        kind: row.kind,
        to: row.toAddress,
        subject: row.subject,
        text: row.text,
        headers: row.headers,
        status: row.status,
        attempts: row.attempts,
        lastError: row.lastError,
        sentAt: row.sentAt?.toISOString() ?? null,
      })),
  )
