import { createFileRoute } from '@tanstack/react-router'
import { sectionRoute } from '~/features/sections'

export const Route = createFileRoute('/{-$locale}/exhibition-news')(sectionRoute('exhibition-news'))
