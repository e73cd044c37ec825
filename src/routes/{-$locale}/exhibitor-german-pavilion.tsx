import { createFileRoute } from '@tanstack/react-router'
import { sectionRoute } from '~/features/sections'

export const Route = createFileRoute('/{-$locale}/exhibitor-german-pavilion')(sectionRoute('exhibitor-german-pavilion'))
