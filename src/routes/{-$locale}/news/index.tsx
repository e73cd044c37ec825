import { createFileRoute } from '@tanstack/react-router'
import { NewsListPage, newsListRoute } from '~/features/news'

export const Route = createFileRoute('/{-$locale}/news/')({
  ...newsListRoute('news'),
  component: AllNewsRoute,
})

function AllNewsRoute() {
  const { page } = Route.useLoaderData()
  return <NewsListPage section="news" page={page} />
}
