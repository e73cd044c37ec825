import { createFileRoute } from '@tanstack/react-router'
import { NewsListPage, newsListLoader, newsListRoute } from '~/features/news'

export const Route = createFileRoute('/{-$locale}/trade-news')({
  ...newsListRoute('trade-news'),
  loader: (match) => newsListLoader(match, 'trade-news'),
  component: TradeNewsRoute,
})

function TradeNewsRoute() {
  const { page } = Route.useLoaderData()
  return <NewsListPage section="trade-news" page={page} />
}
