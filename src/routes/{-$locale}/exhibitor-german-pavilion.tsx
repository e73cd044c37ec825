import { createFileRoute } from '@tanstack/react-router'
import { AboutPage, aboutHead, aboutLoader } from '~/features/about'

export const Route = createFileRoute('/{-$locale}/exhibitor-german-pavilion')({
  loader: (match) => aboutLoader(match, 'exhibitor-german-pavilion'),
  head: aboutHead('exhibitor-german-pavilion'),
  component: ExhibitorGermanPavilionPage,
})

function ExhibitorGermanPavilionPage() {
  return <AboutPage id="exhibitor-german-pavilion" />
}
