import { createFileRoute, notFound } from '@tanstack/react-router'
import { NotFoundPage } from '~/features/errors'

/** `/404` and `/en/404` are the not-found page itself, answered with status 404. */
export const Route = createFileRoute('/{-$locale}/404')({
  notFoundComponent: NotFoundPage,
  loader: () => {
    throw notFound()
  },
})
