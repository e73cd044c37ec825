import { createFileRoute } from '@tanstack/react-router'
import { ForbiddenNotice, fetchMissingTranslations, orForbidden, TranslationStatusPage } from '~/admin'

export const Route = createFileRoute('/admin/_signedIn/translations')({
  loader: () => orForbidden(fetchMissingTranslations()),
  component: function TranslationsRoute() {
    const missing = Route.useLoaderData()
    return missing ? <TranslationStatusPage missing={missing} /> : <ForbiddenNotice />
  },
})
