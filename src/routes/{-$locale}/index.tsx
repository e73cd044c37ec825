import { createFileRoute } from '@tanstack/react-router'
import { HomePage, homeHead, homeLoader } from '~/features/home'

export const Route = createFileRoute('/{-$locale}/')({
  loader: (match) => homeLoader(match, { fallback: false }),
  head: homeHead({ fallback: false }),
  component: HomePage,
})
