import { createFileRoute } from '@tanstack/react-router'
import { OwnAccountPage } from '~/admin'

export const Route = createFileRoute('/admin/_signedIn/account')({
  component: function OwnAccountRoute() {
    const { viewer } = Route.useRouteContext()
    return <OwnAccountPage twoFactor={viewer.twoFactor} confined={viewer.mustSetUpTwoFactor === true} />
  },
})
