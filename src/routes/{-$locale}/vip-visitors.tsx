import { createFileRoute } from '@tanstack/react-router'
import { AboutPage, aboutHead, aboutLoader } from '~/features/about'

export const Route = createFileRoute('/{-$locale}/vip-visitors')({
  loader: (match) => aboutLoader(match, 'vip-visitors'),
  head: aboutHead('vip-visitors'),
  component: VipVisitorsPage,
})

function VipVisitorsPage() {
  return <AboutPage id="vip-visitors" />
}
