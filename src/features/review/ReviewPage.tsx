import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { blocks, ContentPage, Figures, PageSection, PhotoBox } from '~/features/page-blocks'
import { useLocale } from '~/routing/locale'
import * as css from './ReviewPage.css'
import { reviewQuery } from './review.queries'

const text = {
  intro: msg`Three days of business, tastings and conferences: the figures of the last show and what buyers and exhibitors said about it.`,
  report: msg`Show report in figures`,
  buyers: msg`What buyers say`,
  exhibitors: msg`What exhibitors say`,
  photos: msg`Photos of the last show`,
}

export function ReviewPage() {
  const { i18n } = useLingui()
  const { data } = useSuspenseQuery(reviewQuery(useLocale()))
  const quotes = (kind: 'buyer' | 'exhibitor') => data.testimonials.filter((item) => item.kind === kind)
  return (
    <ContentPage id="review" intro={i18n._(text.intro)}>
      <PageSection headingId="rv-report" title={i18n._(text.report)}>
        <Figures items={data.statistics} />
      </PageSection>
      <div className={blocks.twoCol}>
        {(['buyer', 'exhibitor'] as const).map((kind) => (
          <PageSection
            key={kind}
            headingId={`rv-${kind}`}
            title={i18n._(kind === 'buyer' ? text.buyers : text.exhibitors)}
            data-testid={`testimonials-${kind}`}
          >
            <ul className={css.quotes}>
              {quotes(kind).map((item) => (
                <li key={item.id}>
                  <figure className={css.quote}>
                    <blockquote className={css.quoteText}>
                      <p>{item.quote}</p>
                    </blockquote>
                    <figcaption className={css.quoteBy}>
                      <strong>{item.name}</strong>
                      <span>{item.company}</span>
                    </figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          </PageSection>
        ))}
      </div>
      <PageSection headingId="rv-photos" title={i18n._(text.photos)}>
        <PhotoBox photos={data.photos} />
      </PageSection>
    </ContentPage>
  )
}
