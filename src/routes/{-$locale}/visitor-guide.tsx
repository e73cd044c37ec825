import { createFileRoute } from '@tanstack/react-router'
import { sectionSeo } from '~/features/sections'
import { shellQuery } from '~/features/shell'
import { VisitorGuidePage, visitorGuideQuery } from '~/features/visitor-guide'
import { visitorGuideDescription } from '~/seo/descriptions'
import { headEventLd, jsonLdScripts } from '~/seo/json-ld'
import { seo } from '~/seo/seo'

export const Route = createFileRoute('/{-$locale}/visitor-guide')({
  loader: async ({ context }) => {
    const [shell] = await Promise.all([
      context.queryClient.ensureQueryData(shellQuery(context.locale)),
      context.queryClient.ensureQueryData(visitorGuideQuery(context.locale)),
    ])
    return { event: headEventLd(context, shell.config) }
  },
  head: ({ match, loaderData }) => ({
    ...seo(match.context, {
      ...sectionSeo('visitor-guide'),
      description: visitorGuideDescription,
    }),
    scripts: jsonLdScripts(loaderData?.event),
  }),
  component: VisitorGuidePage,
})
