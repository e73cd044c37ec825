import { createFileRoute } from '@tanstack/react-router'
import { AboutPage, aboutHead, aboutLoader } from '~/features/about'

export const Route = createFileRoute('/{-$locale}/why-participate')({
  loader: (match) => aboutLoader(match, 'why-participate'),
  head: aboutHead('why-participate'),
  component: WhyParticipatePage,
})

function WhyParticipatePage() {
  return <AboutPage id="why-participate" />
}
