import { createFileRoute } from '@tanstack/react-router'
import { NewsletterPage, newsletterTitle, SUBSCRIBE_PAGE_PATH } from '~/features/subscribe'
import { subscribeFormPost } from '~/features/subscribe/subscribe-form-post.server'
import { seo } from '~/seo/seo'

/**
 * Where the footer's news-letter form posts without JavaScript (Post/Redirect/Get, see
 * subscribeFormPost), and the page it lands on; never cached or indexed (server.ts: a private page).
 */
export const Route = createFileRoute('/{-$locale}/newsletter/subscribe')({
  // `?sent=1` after a plain post was accepted; any other value is ignored.
  validateSearch: (raw: Record<string, unknown>): { sent?: '1' } => (raw.sent === '1' ? { sent: '1' } : {}),
  loaderDeps: ({ search }) => ({ sent: search.sent === '1' }),
  server: { handlers: { POST: subscribeFormPost } },
  loader: ({ deps, serverContext }) => ({ form: serverContext?.subscribeForm ?? null, sent: deps.sent }),
  head: ({ match }) => seo(match.context, { path: SUBSCRIBE_PAGE_PATH, title: newsletterTitle, noindex: true }),
  component: NewsletterRoute,
})

function NewsletterRoute() {
  const { form, sent } = Route.useLoaderData()
  return <NewsletterPage form={form} sent={sent} />
}
