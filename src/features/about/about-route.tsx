import { sectionSeo } from '~/features/sections'
import type { RouterContext } from '~/routing/router-context'
import { seo } from '~/seo/seo'
import type { AboutPageId } from './about.shared'

/**
 * The head of a text page: its summary (from aboutLoader) as meta description. The route file names
 * `loader` and `component` itself so the code splitter keeps them out of the entry chunk (ADR 023).
 */
export function aboutHead(id: AboutPageId) {
  return ({ match, loaderData }: { match: { context: RouterContext }; loaderData?: { summary: string } }) =>
    seo(match.context, {
      ...sectionSeo(id),
      description: loaderData?.summary || undefined,
    })
}
