import { createFileRoute, notFound } from '@tanstack/react-router'
import * as v from 'valibot'
import { COLLECTION_NAMES, CollectionListPage, ForbiddenNotice, fetchCollection, orForbidden } from '~/admin'

export const Route = createFileRoute('/admin/_signedIn/content/$collection/')({
  loader: async ({ params }) => {
    const name = v.safeParse(v.picklist(COLLECTION_NAMES), params.collection)
    if (!name.success) throw notFound()
    return { name: name.output, rows: await orForbidden(fetchCollection({ data: { name: name.output } })) }
  },
  component: function CollectionRoute() {
    const { name, rows } = Route.useLoaderData()
    return rows ? <CollectionListPage key={name} name={name} rows={rows} /> : <ForbiddenNotice />
  },
})
