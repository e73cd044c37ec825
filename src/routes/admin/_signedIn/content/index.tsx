import { createFileRoute } from '@tanstack/react-router'
import { CollectionsIndexPage } from '~/admin'

export const Route = createFileRoute('/admin/_signedIn/content/')({ component: CollectionsIndexPage })
