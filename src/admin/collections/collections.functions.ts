import { notFound } from '@tanstack/react-router'
import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import {
  BULK_ACTIONS,
  BULK_MAX,
  type CollectionListAnswer,
  CollectionListRequest,
  type CollectionRow,
  type CollectionSaveAnswer,
  type ParentChoice,
} from '~/admin/collections/contract'
import { getDb } from '~/db/client.server'
import { adminFn } from '../auth/admin-fn'
import { adminInput } from '../auth/admin-input'
import { bulkAction, deleteItem, getItem, listPage, moveItem, parentChoices, saveItem } from './collections.server'
import { COLLECTION_NAMES } from './registry'

const Name = v.picklist(COLLECTION_NAMES)
const Id = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647))
const actorOf = (user: { id: string; email: string }) => ({ id: user.id, email: user.email })

/** One server function per action for every content type; the registry's name picks the type. */
export const fetchCollection = createServerFn({ method: 'GET' })
  .middleware([adminFn('content:write')])
  .validator(adminInput(v.object({ name: Name, ...CollectionListRequest.entries })))
  .handler(async ({ data }): Promise<CollectionListAnswer> => {
    const { name, ...request } = data
    return listPage(await getDb(), name, request)
  })

export const fetchCollectionItem = createServerFn({ method: 'GET' })
  .middleware([adminFn('content:write')])
  .validator(adminInput(v.object({ name: Name, id: Id })))
  .handler(async ({ data }): Promise<CollectionRow> => {
    const item = await getItem(await getDb(), data.name, data.id)
    if (!item) throw notFound()
    return item
  })

/** The rows each `parent` field of a type may point to, keyed by its column. */
export const fetchParentChoices = createServerFn({ method: 'GET' })
  .middleware([adminFn('content:write')])
  .validator(adminInput(v.object({ name: Name })))
  .handler(async ({ data }): Promise<Record<string, ParentChoice[]>> => parentChoices(await getDb(), data.name))

export const saveCollectionItem = createServerFn({ method: 'POST' })
  .middleware([adminFn('content:write')])
  .validator(
    adminInput(
      v.object({
        name: Name,
        id: v.nullable(Id),
        values: v.record(v.pipe(v.string(), v.maxLength(64)), v.pipe(v.string(), v.maxLength(5000))),
      }),
    ),
  )
  .handler(
    async ({ data, context }): Promise<CollectionSaveAnswer> =>
      saveItem(await getDb(), actorOf(context.user), data.name, data.id, data.values),
  )

export const deleteCollectionItem = createServerFn({ method: 'POST' })
  .middleware([adminFn('content:write')])
  .validator(adminInput(v.object({ name: Name, id: Id })))
  .handler(
    async ({ data, context }): Promise<boolean> => deleteItem(await getDb(), actorOf(context.user), data.name, data.id),
  )

export const moveCollectionItem = createServerFn({ method: 'POST' })
  .middleware([adminFn('content:write')])
  .validator(adminInput(v.object({ name: Name, id: Id, direction: v.picklist(['up', 'down']) })))
  .handler(
    async ({ data, context }): Promise<boolean> =>
      moveItem(await getDb(), actorOf(context.user), data.name, data.id, data.direction),
  )

/** Switches several rows on or off, or deletes them, all or none; answers how many changed. */
export const bulkCollectionAction = createServerFn({ method: 'POST' })
  .middleware([adminFn('content:write')])
  .validator(
    adminInput(
      v.object({
        name: Name,
        ids: v.pipe(v.array(Id), v.minLength(1), v.maxLength(BULK_MAX)),
        action: v.picklist(BULK_ACTIONS),
      }),
    ),
  )
  .handler(
    async ({ data, context }): Promise<number> =>
      bulkAction(await getDb(), actorOf(context.user), data.name, data.ids, data.action),
  )
