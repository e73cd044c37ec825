import { createFileRoute } from '@tanstack/react-router'
import { NewsletterPage } from '~/features/footer'
import { newsletterTitle, SUBSCRIBE_PAGE_PATH } from '~/features/subscribe'
import { subscribeFormPost } from '~/features/subscribe/subscribe-form-post.server'
import { sentFlagDeps, sentFlagSearch } from '~/routing/sent-flag'
import { seo } from '~/seo/seo'

/**
 * Where the footer's news-letter form posts without JavaScript (Post/Redirect/Get, see
 * subscribeFormPost), and the page it lands on; never cached or indexed (server.ts: a private page).
 */
export const Route = createFileRoute('/{-$locale}/newsletter/subscribe')({
  validateSearch: sentFlagSearch,
  loaderDeps: sentFlagDeps,
  server: { handlers: { POST: subscribeFormPost } },
  loader: ({ deps, serverContext }) => ({ form: serverContext?.subscribeForm ?? null, sent: deps.sent }),
  head: ({ match }) => seo(match.context, { path: SUBSCRIBE_PAGE_PATH, title: newsletterTitle, noindex: true }),
  component: NewsletterPage,
})
