import { shellQuery } from '~/features/shell'
import type { RouterContext } from '~/routing/router-context'
import { jsonLdScripts } from '~/seo/json-ld'
import { seo, siteNameMessage } from '~/seo/seo'
import { exhibitionEventLd } from '~/seo/structured-data'
import { homeQuery } from './home.queries'

/**
 * Loader and head of the home page; also what any unknown path shows (spec section 2), then marked
 * `noindex` with the home page as canonical so search engines do not index endless duplicates. The
 * real home page carries the fair as schema.org ExhibitionEvent. The route file names
 * `component: HomePage` itself: the code splitter only moves a component named there out of the
 * entry chunk.
 */
export function homeRoute({ fallback }: { fallback: boolean }) {
  return {
    loader: async ({ context }: { context: RouterContext }) => {
      const [shell] = await Promise.all([
        context.queryClient.ensureQueryData(shellQuery(context.locale)),
        context.queryClient.ensureQueryData(homeQuery(context.locale)),
      ])
      return { event: fallback ? null : exhibitionEventLd(context, shell.config) }
    },
    head: ({ match, loaderData }: { match: { context: RouterContext }; loaderData?: { event: object | null } }) => ({
      ...seo(match.context, { path: '/', title: siteNameMessage, noindex: fallback }),
      scripts: jsonLdScripts(loaderData?.event),
    }),
  }
}
