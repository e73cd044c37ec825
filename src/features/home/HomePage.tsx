import { useSuspenseQuery } from '@tanstack/react-query'
import { useLocale } from '~/routing/locale'
import { HomeFigures } from './HomeFigures'
import { HomeHero } from './HomeHero'
import { HomePartners } from './HomePartners'
import { HomeTeasers } from './HomeTeasers'
import { homeQuery } from './home.queries'
import { LatestNews } from './LatestNews'

export function HomePage() {
  const { data } = useSuspenseQuery(homeQuery(useLocale()))
  return (
    <>
      <HomeHero slides={data.slides} />
      <HomeFigures figures={data.figures} />
      <HomeTeasers teasers={data.teasers} />
      <LatestNews latest={data.latest} />
      <HomePartners />
    </>
  )
}
