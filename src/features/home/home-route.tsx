import type { RouterContext } from '~/routing/router-context'
import { jsonLdScripts } from '~/seo/json-ld'
import { seo, siteNameMessage } from '~/seo/seo'

/**
 * The head of the home page; also what any unknown path shows (spec section 2), then marked
 * `noindex` with the home page as canonical so search engines do not index endless duplicates. The
 * real home page carries the fair as schema.org ExhibitionEvent (built by homeLoader). The route
 * files name `loader` and `component` themselves: the code splitter only moves what is written
 * there out of the entry chunk.
 */
export function homeHead({ fallback }: { fallback: boolean }) {
  return ({ match, loaderData }: { match: { context: RouterContext }; loaderData?: { event: object | null } }) => ({
    ...seo(match.context, { path: '/', title: siteNameMessage, noindex: fallback }),
    scripts: jsonLdScripts(loaderData?.event),
  })
}
