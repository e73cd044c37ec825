import type { RouterContext } from '~/routing/router-context'
import { aboutQueries } from './about.queries'
import { ABOUT_PAGES, type AboutPageId } from './about.shared'

/** A text page's content, primed for the page; its summary for the head. Travels with the page's chunk. */
export async function aboutLoader({ context }: { context: RouterContext }, id: AboutPageId) {
  const data = await context.queryClient.ensureQueryData(aboutQueries.page(context.locale, ABOUT_PAGES[id]))
  return { summary: data.summary }
}
