import { createFileRoute, notFound } from '@tanstack/react-router'
import * as v from 'valibot'
import {
  COLLECTION_NAMES,
  CollectionEditPage,
  ForbiddenNotice,
  fetchCollectionItem,
  fetchParentChoices,
  hasParentField,
  orForbidden,
} from '~/admin'
import { RowIdParam } from '~/contracts/params'

export const Route = createFileRoute('/admin/_signedIn/content/$collection/$id')({
  // `?created=1` after a new item's first save: the new page says it was saved.
  validateSearch: v.object({ created: v.fallback(v.optional(v.literal('1')), undefined) }),
  loader: async ({ params }) => {
    const name = v.safeParse(v.picklist(COLLECTION_NAMES), params.collection)
    if (!name.success) throw notFound()
    const choices = hasParentField(name.output)
      ? orForbidden(fetchParentChoices({ data: { name: name.output } }))
      : Promise.resolve({})
    if (params.id === 'new') {
      const parents = await choices
      return { name: name.output, item: null, parents: parents ?? {}, allowed: parents !== null }
    }
    const id = v.safeParse(RowIdParam, params.id)
    if (!id.success) throw notFound()
    const [item, parents] = await Promise.all([
      orForbidden(fetchCollectionItem({ data: { name: name.output, id: id.output } })),
      choices,
    ])
    return { name: name.output, item, parents: parents ?? {}, allowed: item !== null }
  },
  component: function CollectionItemRoute() {
    const { name, item, parents, allowed } = Route.useLoaderData()
    const { created } = Route.useSearch()
    return allowed ? (
      <CollectionEditPage
        key={`${name}-${item?.id ?? 'new'}`}
        name={name}
        item={item}
        parents={parents}
        justCreated={created === '1'}
      />
    ) : (
      <ForbiddenNotice />
    )
  },
})
