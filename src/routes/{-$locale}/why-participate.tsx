import { createFileRoute } from '@tanstack/react-router'
import { AboutPage, aboutRoute } from '~/features/about'

export const Route = createFileRoute('/{-$locale}/why-participate')({
  ...aboutRoute('why-participate'),
  component: WhyParticipatePage,
})

function WhyParticipatePage() {
  return <AboutPage id="why-participate" />
}
