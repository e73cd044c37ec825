import { createFileRoute, notFound } from '@tanstack/react-router'
import * as v from 'valibot'
import { COLLECTION_NAMES, CollectionListPage, ForbiddenNotice, fetchCollection, orForbidden } from '~/admin'
import { CollectionListSearch } from '~/admin/collections/contract'

export const Route = createFileRoute('/admin/_signedIn/content/$collection/')({
  validateSearch: CollectionListSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ params, deps }) => {
    const name = v.safeParse(v.picklist(COLLECTION_NAMES), params.collection)
    if (!name.success) throw notFound()
    const { page, ...rest } = deps
    return {
      name: name.output,
      list: await orForbidden(fetchCollection({ data: { name: name.output, ...rest, page } })),
    }
  },
  component: function CollectionRoute() {
    const { name, list } = Route.useLoaderData()
    const search = Route.useSearch()
    return list ? <CollectionListPage key={name} name={name} list={list} search={search} /> : <ForbiddenNotice />
  },
})
