import { createFileRoute } from '@tanstack/react-router'
import { aboutRoute } from '~/features/about'

export const Route = createFileRoute('/{-$locale}/media-partners')(aboutRoute('media-partners'))
