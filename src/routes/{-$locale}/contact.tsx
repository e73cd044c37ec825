import { createFileRoute } from '@tanstack/react-router'
import { ContactPage } from '~/features/contact'
import { sectionSeo } from '~/features/sections'
import { contactDescription } from '~/seo/descriptions'
import { seo } from '~/seo/seo'

export const Route = createFileRoute('/{-$locale}/contact')({
  head: ({ match }) =>
    seo(match.context, {
      ...sectionSeo('contact'),
      description: contactDescription,
    }),
  component: ContactPage,
})
