import { createFileRoute } from '@tanstack/react-router'
import { NewsListPage, newsListLoader, newsListRoute } from '~/features/news'

export const Route = createFileRoute('/{-$locale}/exhibitor-news')({
  ...newsListRoute('exhibitor-news'),
  loader: (match) => newsListLoader(match, 'exhibitor-news'),
  component: ExhibitorNewsRoute,
})

function ExhibitorNewsRoute() {
  const { page } = Route.useLoaderData()
  return <NewsListPage section="exhibitor-news" page={page} />
}
