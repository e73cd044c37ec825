import { notFound } from '@tanstack/react-router'
import type { NewsListSearch } from '~/contracts/search'
import type { RouterContext } from '~/routing/router-context'
import { type CheckedSearch, validSearch } from '~/routing/search'
import { NEWS_LISTS, type NewsListSection } from './categories'
import { newsQueries } from './news.queries'
import { pageCount } from './news.shared'

/** A news list page's data for `?page=`; a page past the last one is not found. Travels with the page's chunk. */
export async function newsListLoader(
  { deps, context }: { deps: { search: CheckedSearch<NewsListSearch> }; context: RouterContext },
  section: NewsListSection,
) {
  const list = NEWS_LISTS.find((l) => l.section === section) ?? NEWS_LISTS[0]
  const page = validSearch(deps.search).page ?? 1
  const data = await context.queryClient.ensureQueryData(newsQueries.list(context.locale, list.category, page))
  // A page past the last one does not exist (page 1 of an empty list does).
  if (page > pageCount(data.total, data.pageSize)) throw notFound()
  return { page }
}
