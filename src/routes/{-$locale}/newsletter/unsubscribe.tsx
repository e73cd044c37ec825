import { createFileRoute } from '@tanstack/react-router'
import { MailedLinkToken } from '~/contracts/search'
import { MailedLinkPage } from '~/features/subscribe'

/** A mailed link's landing page; never cached or indexed (server.ts: a private page). */
export const Route = createFileRoute('/{-$locale}/newsletter/unsubscribe')({
  validateSearch: MailedLinkToken,
  head: () => ({ meta: [{ name: 'robots', content: 'noindex, nofollow' }] }),
  component: function MailedLinkRoute() {
    const { token } = Route.useSearch()
    return <MailedLinkPage kind="unsubscribe" token={token} />
  },
})
