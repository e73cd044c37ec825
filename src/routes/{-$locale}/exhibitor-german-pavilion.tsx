import { createFileRoute } from '@tanstack/react-router'
import { aboutRoute } from '~/features/about'

export const Route = createFileRoute('/{-$locale}/exhibitor-german-pavilion')(aboutRoute('exhibitor-german-pavilion'))
