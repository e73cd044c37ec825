import type { RouterContext } from '~/router'
import { seo, siteNameMessage } from '~/seo/seo'
import { homeQuery } from './home.queries'

/**
 * Loader and head of the home page (the route file names `component: HomePage` itself: the router's
 * code splitter only moves a component written in the route file out of the entry chunk); also what any unknown path shows (spec section 2), then marked `noindex` with the
 * home page as canonical so search engines do not index endless duplicates.
 */
export function homeRoute({ fallback }: { fallback: boolean }) {
  return {
    loader: async ({ context }: { context: RouterContext }) => {
      await context.queryClient.ensureQueryData(homeQuery(context.locale))
    },
    head: ({ match }: { match: { context: RouterContext } }) =>
      seo(match.context, { path: '/', title: siteNameMessage, noindex: fallback }),
  }
}
