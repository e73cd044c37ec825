import { notFound } from '@tanstack/react-router'
import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import type { CollectionRow, CollectionSaveAnswer, ParentChoice } from '~/admin/collections/contract'
import { getDb } from '~/db/client.server'
import { adminFn } from '../auth/admin-fn'
import { adminInput } from '../auth/admin-input'
import { deleteItem, getItem, listItems, moveItem, parentChoices, saveItem } from './collections.server'
import { COLLECTION_NAMES } from './registry'

const Name = v.picklist(COLLECTION_NAMES)
const Id = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647))
const actorOf = (user: { id: string; email: string }) => ({ id: user.id, email: user.email })

/** One server function per action for every content type; the registry's name picks the type. */
export const fetchCollection = createServerFn({ method: 'GET' })
  .middleware([adminFn('content:write')])
  .validator(adminInput(v.object({ name: Name })))
  .handler(async ({ data }): Promise<CollectionRow[]> => listItems(await getDb(), data.name))

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
