import { createFileRoute } from '@tanstack/react-router'
import { sectionRoute } from '~/features/sections'

export const Route = createFileRoute('/{-$locale}/selection-activity')(sectionRoute('selection-activity'))
