import { createFileRoute } from '@tanstack/react-router'
import { AboutPage, aboutRoute } from '~/features/about'

export const Route = createFileRoute('/{-$locale}/exhibitor-german-pavilion')({
  ...aboutRoute('exhibitor-german-pavilion'),
  component: ExhibitorGermanPavilionPage,
})

function ExhibitorGermanPavilionPage() {
  return <AboutPage id="exhibitor-german-pavilion" />
}
