import { createFileRoute, redirect } from '@tanstack/react-router'
import { fetchViewer, SignInPage } from '~/admin'
import { SignInSearch } from '~/admin/auth/contract'

export const Route = createFileRoute('/admin/sign-in')({
  validateSearch: SignInSearch,
  beforeLoad: async () => {
    if (await fetchViewer()) throw redirect({ to: '/admin' })
  },
  component: function SignInRoute() {
    const { next } = Route.useSearch()
    return <SignInPage next={next} />
  },
})
