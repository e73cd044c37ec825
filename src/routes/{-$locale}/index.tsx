import { createFileRoute } from '@tanstack/react-router'
import { HomePage, homeRoute } from '~/features/home'

export const Route = createFileRoute('/{-$locale}/')({
  ...homeRoute({ fallback: false }),
  component: HomePage,
})
