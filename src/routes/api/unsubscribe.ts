import { createFileRoute } from '@tanstack/react-router'
import { mailedLinkHandlers, unsubscribe } from '~/features/subscribe/unsubscribe.server'

export const Route = createFileRoute('/api/unsubscribe')({
  server: { handlers: mailedLinkHandlers(unsubscribe) },
})
