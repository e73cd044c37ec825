import { createFileRoute } from '@tanstack/react-router'
import { homeRoute } from '~/features/home'

export const Route = createFileRoute('/{-$locale}/')(homeRoute({ fallback: false }))
