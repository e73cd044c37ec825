import { createFileRoute } from '@tanstack/react-router'
import { AboutPage, aboutRoute } from '~/features/about'

export const Route = createFileRoute('/{-$locale}/media-partners')({
  ...aboutRoute('media-partners'),
  component: MediaPartnersPage,
})

function MediaPartnersPage() {
  return <AboutPage id="media-partners" />
}
