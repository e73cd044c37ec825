import { createFileRoute } from '@tanstack/react-router'
import { availableBoothsQuery, BecomeExhibitorPage, boothTypesQuery } from '~/features/booth-application'
import { boothFormPost } from '~/features/booth-application/apply-form-post.server'
import { privacyNoticeQuery } from '~/features/privacy-notice'
import { sectionSeo } from '~/features/sections'
import { sentFlagDeps, sentFlagSearch } from '~/routing/sent-flag'
import { boothDescription } from '~/seo/descriptions'
import { seo } from '~/seo/seo'

export const Route = createFileRoute('/{-$locale}/become-an-exhibitor')({
  validateSearch: sentFlagSearch,
  loaderDeps: sentFlagDeps,
  // The apply form without JavaScript posts here (Post/Redirect/Get, see boothFormPost).
  server: { handlers: { POST: boothFormPost } },
  loader: async ({ context, deps, serverContext }) => {
    await Promise.all([
      context.queryClient.ensureQueryData(boothTypesQuery(context.locale)),
      context.queryClient.ensureQueryData(availableBoothsQuery()),
      context.queryClient.ensureQueryData(privacyNoticeQuery('application', context.locale)),
    ])
    return { form: serverContext?.applyForm ?? null, sent: deps.sent }
  },
  head: ({ match }) =>
    seo(match.context, {
      ...sectionSeo('become-an-exhibitor'),
      description: boothDescription,
      noindex: match.search.sent === '1',
    }),
  component: BecomeExhibitorRoute,
})

function BecomeExhibitorRoute() {
  const { form, sent } = Route.useLoaderData()
  return <BecomeExhibitorPage form={form} sent={sent} />
}
