import { createFileRoute } from '@tanstack/react-router'
import { BecomeExhibitorPage, boothTypesQuery } from '~/features/booth-application'
import { boothFormPost } from '~/features/booth-application/apply-form-post.server'
import { sectionSeo } from '~/features/sections'
import { boothDescription } from '~/seo/descriptions'
import { seo } from '~/seo/seo'

export const Route = createFileRoute('/{-$locale}/become-an-exhibitor')({
  // `?sent=1` after a plain form post was accepted; any other value is ignored.
  validateSearch: (raw: Record<string, unknown>): { sent?: '1' } => (raw.sent === '1' ? { sent: '1' } : {}),
  loaderDeps: ({ search }) => ({ sent: search.sent === '1' }),
  // The apply form without JavaScript posts here (Post/Redirect/Get, see boothFormPost).
  server: { handlers: { POST: boothFormPost } },
  loader: async ({ context, deps, serverContext }) => {
    await context.queryClient.ensureQueryData(boothTypesQuery(context.locale))
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
