import { createFileRoute } from '@tanstack/react-router'
import { AboutPage, aboutHead, aboutLoader } from '~/features/about'

export const Route = createFileRoute('/{-$locale}/range')({
  loader: (match) => aboutLoader(match, 'range'),
  head: aboutHead('range'),
  component: RangePage,
})

function RangePage() {
  return <AboutPage id="range" />
}
