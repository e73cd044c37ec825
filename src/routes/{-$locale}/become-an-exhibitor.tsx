import { createFileRoute } from '@tanstack/react-router'
import { sectionRoute } from '~/features/sections'

export const Route = createFileRoute('/{-$locale}/become-an-exhibitor')(sectionRoute('become-an-exhibitor'))
