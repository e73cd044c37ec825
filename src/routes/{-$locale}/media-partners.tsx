import { createFileRoute } from '@tanstack/react-router'
import { AboutPage, aboutHead, aboutLoader } from '~/features/about'

export const Route = createFileRoute('/{-$locale}/media-partners')({
  loader: (match) => aboutLoader(match, 'media-partners'),
  head: aboutHead('media-partners'),
  component: MediaPartnersPage,
})

function MediaPartnersPage() {
  return <AboutPage id="media-partners" />
}
