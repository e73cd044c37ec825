import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { ContentPage, PageSection, RichHtml } from '~/features/page-blocks'
import { useLocalRichConfig } from '~/features/shell'
import { useLocale } from '~/routing/locale'
import { HotelsSection } from './HotelsSection'
import { PreregSection } from './PreregSection'
import { ShowFacts } from './ShowFacts'
import { TransportSection } from './TransportSection'
import { visitorGuideQuery } from './visitor-guide.queries'

const text = {
  intro: msg`Everything you need for your visit: opening hours, the venue, how to get there, where to stay and how to register in advance.`,
  parking: msg`Parking`,
}

export function VisitorGuidePage() {
  const { i18n } = useLingui()
  const parkingNotice = useLocalRichConfig('parking_notice')
  const { data } = useSuspenseQuery(visitorGuideQuery(useLocale()))

  return (
    <ContentPage id="visitor-guide" intro={i18n._(text.intro)}>
      <ShowFacts />
      <PreregSection />
      <TransportSection transport={data.transport} />
      <PageSection headingId="vg-parking" title={i18n._(text.parking)}>
        <RichHtml html={parkingNotice} testId="parking-notice" />
      </PageSection>
      <HotelsSection hotels={data.hotels} />
    </ContentPage>
  )
}
