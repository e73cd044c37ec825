import { sectionSeo } from '~/features/sections'
import type { RouterContext } from '~/routing/router-context'
import { seo } from '~/seo/seo'
import { aboutQueries } from './about.queries'
import { ABOUT_PAGES, type AboutPageId } from './about.shared'

/**
 * Loader and head of a text page: content primed in the loader, its summary as meta description.
 * The route file adds `component` itself so the code splitter keeps the page out of the entry chunk.
 */
export function aboutRoute(id: AboutPageId) {
  return {
    loader: async ({ context }: { context: RouterContext }) => {
      const data = await context.queryClient.ensureQueryData(aboutQueries.page(context.locale, ABOUT_PAGES[id]))
      return { summary: data.summary }
    },
    head: ({ match, loaderData }: { match: { context: RouterContext }; loaderData?: { summary: string } }) =>
      seo(match.context, {
        ...sectionSeo(id),
        description: loaderData?.summary || undefined,
      }),
  }
}
