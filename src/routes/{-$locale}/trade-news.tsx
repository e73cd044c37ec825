import { createFileRoute } from '@tanstack/react-router'
import { NewsListPage, newsListRoute } from '~/features/news'

export const Route = createFileRoute('/{-$locale}/trade-news')({
  ...newsListRoute('trade-news'),
  component: TradeNewsRoute,
})

function TradeNewsRoute() {
  const { page } = Route.useLoaderData()
  return <NewsListPage section="trade-news" page={page} />
}
