import { createFileRoute } from '@tanstack/react-router'
import { NewsEditPage } from '~/admin'

export const Route = createFileRoute('/admin/_signedIn/news/new')({
  component: () => <NewsEditPage item={null} />,
})
