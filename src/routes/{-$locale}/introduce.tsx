import { createFileRoute } from '@tanstack/react-router'
import { AboutPage, aboutRoute } from '~/features/about'

export const Route = createFileRoute('/{-$locale}/introduce')({
  ...aboutRoute('introduce'),
  component: IntroducePage,
})

function IntroducePage() {
  return <AboutPage id="introduce" />
}
