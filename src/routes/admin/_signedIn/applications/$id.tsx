import { createFileRoute, notFound } from '@tanstack/react-router'
import * as v from 'valibot'
import { ApplicationPage, ForbiddenNotice, fetchApplication, orForbidden } from '~/admin'
import { RowIdParam } from '~/contracts/params'

export const Route = createFileRoute('/admin/_signedIn/applications/$id')({
  loader: ({ params }) => {
    const id = v.safeParse(RowIdParam, params.id)
    if (!id.success) throw notFound()
    return orForbidden(fetchApplication({ data: { id: id.output } }))
  },
  component: function ApplicationRoute() {
    const detail = Route.useLoaderData()
    return detail ? <ApplicationPage key={detail.id} initial={detail} /> : <ForbiddenNotice />
  },
})
