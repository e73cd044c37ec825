import { createFileRoute } from '@tanstack/react-router'
import { AboutPage, aboutHead, aboutLoader } from '~/features/about'

export const Route = createFileRoute('/{-$locale}/introduce')({
  loader: (match) => aboutLoader(match, 'introduce'),
  head: aboutHead('introduce'),
  component: IntroducePage,
})

function IntroducePage() {
  return <AboutPage id="introduce" />
}
