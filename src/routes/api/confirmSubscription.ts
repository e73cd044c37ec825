import { createFileRoute } from '@tanstack/react-router'
import { confirm, mailedLinkHandlers } from '~/features/subscribe/unsubscribe.server'

export const Route = createFileRoute('/api/confirmSubscription')({
  server: { handlers: mailedLinkHandlers(confirm) },
})
