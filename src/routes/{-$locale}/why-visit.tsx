import { createFileRoute } from '@tanstack/react-router'
import { AboutPage, aboutHead, aboutLoader } from '~/features/about'

export const Route = createFileRoute('/{-$locale}/why-visit')({
  loader: (match) => aboutLoader(match, 'why-visit'),
  head: aboutHead('why-visit'),
  component: WhyVisitPage,
})

function WhyVisitPage() {
  return <AboutPage id="why-visit" />
}
