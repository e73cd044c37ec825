import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { ExhibitorImportPage, ForbiddenNotice, fetchImportJob, orForbidden } from '~/admin'

const ImportSearch = v.object({
  job: v.optional(
    v.pipe(
      v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number))]),
      v.integer(),
      v.minValue(1),
    ),
  ),
})

/** The exhibitor import: `?job=` keeps a preview or a running import at its own address (ADR 021). */
export const Route = createFileRoute('/admin/_signedIn/import')({
  validateSearch: ImportSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => orForbidden(fetchImportJob({ data: { id: deps.job } }).then((job) => ({ job }))),
  component: function ImportRoute() {
    const data = Route.useLoaderData()
    return data ? <ExhibitorImportPage job={data.job} /> : <ForbiddenNotice />
  },
})
