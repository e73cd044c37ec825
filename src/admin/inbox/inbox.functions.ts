import { notFound } from '@tanstack/react-router'
import { createServerFn } from '@tanstack/react-start'
import {
  type ApplicationDetail,
  ApplicationIdInput,
  type ApplicationListAnswer,
  ApplicationListRequest,
  type ApplicationUpdateAnswer,
  ApplicationUpdateInput,
  type SubscriberListAnswer,
  SubscriberListRequest,
} from '~/admin/inbox/contract'
import { getDb } from '~/db/client.server'
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
