import { createFileRoute } from '@tanstack/react-router'
import { AboutPage, aboutRoute } from '~/features/about'

export const Route = createFileRoute('/{-$locale}/why-visit')({
  ...aboutRoute('why-visit'),
  component: WhyVisitPage,
})

function WhyVisitPage() {
  return <AboutPage id="why-visit" />
}
