import { createFileRoute, notFound } from '@tanstack/react-router'
import * as v from 'valibot'
import { COLLECTION_NAMES, CollectionEditPage, ForbiddenNotice, fetchCollectionItem, orForbidden } from '~/admin'
import { RowIdParam } from '~/contracts/params'

export const Route = createFileRoute('/admin/_signedIn/content/$collection/$id')({
  // `?created=1` after a new item's first save: the new page says it was saved.
  validateSearch: v.object({ created: v.fallback(v.optional(v.literal('1')), undefined) }),
  loader: async ({ params }) => {
    const name = v.safeParse(v.picklist(COLLECTION_NAMES), params.collection)
    if (!name.success) throw notFound()
    if (params.id === 'new') return { name: name.output, item: null, allowed: true }
    const id = v.safeParse(RowIdParam, params.id)
    if (!id.success) throw notFound()
    const item = await orForbidden(fetchCollectionItem({ data: { name: name.output, id: id.output } }))
    return { name: name.output, item, allowed: item !== null }
  },
  component: function CollectionItemRoute() {
    const { name, item, allowed } = Route.useLoaderData()
    const { created } = Route.useSearch()
    return allowed ? (
      <CollectionEditPage key={`${name}-${item?.id ?? 'new'}`} name={name} item={item} justCreated={created === '1'} />
    ) : (
      <ForbiddenNotice />
    )
  },
})
