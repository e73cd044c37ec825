import { createFileRoute } from '@tanstack/react-router'
import { AboutPage, aboutRoute } from '~/features/about'

export const Route = createFileRoute('/{-$locale}/vip-visitors')({
  ...aboutRoute('vip-visitors'),
  component: VipVisitorsPage,
})

function VipVisitorsPage() {
  return <AboutPage id="vip-visitors" />
}
