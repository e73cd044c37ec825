import { createFileRoute } from '@tanstack/react-router'
import { ContactPage } from '~/features/contact'
import { SECTIONS } from '~/features/sections'
import { contactDescription } from '~/seo/descriptions'
import { seo } from '~/seo/seo'

export const Route = createFileRoute('/{-$locale}/contact')({
  head: ({ match }) =>
    seo(match.context, {
      path: SECTIONS.contact.path,
      title: SECTIONS.contact.title,
      description: contactDescription,
    }),
  component: ContactPage,
})
