import { createFileRoute } from '@tanstack/react-router'
import { NewsListPage, newsListLoader, newsListRoute } from '~/features/news'

export const Route = createFileRoute('/{-$locale}/exhibition-news')({
  ...newsListRoute('exhibition-news'),
  loader: (match) => newsListLoader(match, 'exhibition-news'),
  component: ExhibitionNewsRoute,
})

function ExhibitionNewsRoute() {
  const { page } = Route.useLoaderData()
  return <NewsListPage section="exhibition-news" page={page} />
}
