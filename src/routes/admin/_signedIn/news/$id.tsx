import { createFileRoute, notFound } from '@tanstack/react-router'
import * as v from 'valibot'
import { ForbiddenNotice, fetchNewsItemForEditors, NewsEditPage, orForbidden } from '~/admin'
import { RowIdParam } from '~/contracts/params'

export const Route = createFileRoute('/admin/_signedIn/news/$id')({
  // Search values are strings (search-params.ts): `?created=1` after a new item's first save.
  validateSearch: v.object({ created: v.fallback(v.optional(v.literal('1')), undefined) }),
  loader: async ({ params }) => {
    if (!v.is(RowIdParam, params.id)) throw notFound()
    // An unknown id is the server's notFound; null means the role was refused.
    return { item: await orForbidden(fetchNewsItemForEditors({ data: { id: params.id } })) }
  },
  component: function NewsEditRoute() {
    const { item } = Route.useLoaderData()
    const { created } = Route.useSearch()
    return item ? <NewsEditPage key={item.id} item={item} justCreated={created === '1'} /> : <ForbiddenNotice />
  },
})
