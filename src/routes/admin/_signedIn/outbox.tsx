import { createFileRoute } from '@tanstack/react-router'
import { ForbiddenNotice, fetchOutbox, OutboxPage, orForbidden } from '~/admin'

export const Route = createFileRoute('/admin/_signedIn/outbox')({
  loader: () => orForbidden(fetchOutbox()),
  component: function OutboxRoute() {
    const messages = Route.useLoaderData()
    return messages ? <OutboxPage messages={messages} /> : <ForbiddenNotice />
  },
})
