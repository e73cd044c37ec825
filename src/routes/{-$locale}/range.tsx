import { createFileRoute } from '@tanstack/react-router'
import { AboutPage, aboutRoute } from '~/features/about'

export const Route = createFileRoute('/{-$locale}/range')({
  ...aboutRoute('range'),
  component: RangePage,
})

function RangePage() {
  return <AboutPage id="range" />
}
