import { createFileRoute, notFound } from '@tanstack/react-router'
import * as v from 'valibot'
import { NotFoundPage } from '~/features/errors'
import { NewsIdParam } from '~/features/news'

export const Route = createFileRoute('/{-$locale}/news/$id')({
  notFoundComponent: NotFoundPage,
  loader: ({ params }) => {
    if (!v.is(NewsIdParam, params.id)) throw notFound()
    // No news source is connected yet, so every well-formed id is unknown.
    throw notFound()
  },
})
