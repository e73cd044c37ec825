import { createFileRoute } from '@tanstack/react-router'
import { sectionRoute } from '~/features/sections'

export const Route = createFileRoute('/{-$locale}/trade-news')(sectionRoute('trade-news'))
