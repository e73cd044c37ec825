import { createFileRoute } from '@tanstack/react-router'
import { NewsListPage, newsListLoader, newsListRoute } from '~/features/news'

export const Route = createFileRoute('/{-$locale}/news/')({
  ...newsListRoute('news'),
  loader: (match) => newsListLoader(match, 'news'),
  component: AllNewsRoute,
})

function AllNewsRoute() {
  const { page } = Route.useLoaderData()
  return <NewsListPage section="news" page={page} />
}
