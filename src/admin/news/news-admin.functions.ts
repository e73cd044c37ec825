import { notFound } from '@tanstack/react-router'
import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import {
  type NewsEditable,
  type NewsListAnswer,
  NewsListRequest,
  type NewsSaveAnswer,
  NewsSaveInput,
} from '~/admin/news/contract'
import { RowIdParam } from '~/contracts/params'
import { getDb } from '~/db/client.server'
import { adminFn } from '../auth/admin-fn'
import { adminInput } from '../auth/admin-input'
import { getNewsForEditors, listNewsForEditors, saveNewsForEditors } from './news-admin.server'

export const fetchNewsListForEditors = createServerFn({ method: 'GET' })
  .middleware([adminFn('content:write')])
  .validator(adminInput(NewsListRequest))
  .handler(async ({ data }): Promise<NewsListAnswer> => listNewsForEditors(await getDb(), data))

export const fetchNewsItemForEditors = createServerFn({ method: 'GET' })
  .middleware([adminFn('content:write')])
  .validator(adminInput(v.object({ id: RowIdParam })))
  .handler(async ({ data }): Promise<NewsEditable> => {
    const item = await getNewsForEditors(await getDb(), data.id)
    if (!item) throw notFound()
    return item
  })

export const saveNewsItem = createServerFn({ method: 'POST' })
  .middleware([adminFn('content:write')])
  .validator(adminInput(NewsSaveInput))
  .handler(
    async ({ data, context }): Promise<NewsSaveAnswer> =>
      saveNewsForEditors(await getDb(), { id: context.user.id, email: context.user.email }, data),
  )
