import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { blocks, Figures, localeOf, PhotoBox } from '~/features/page-blocks'
import { SectionPage } from '~/features/sections'
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
  const { data } = useSuspenseQuery(reviewQuery(localeOf(i18n.locale)))
  const quotes = (kind: 'buyer' | 'exhibitor') => data.testimonials.filter((item) => item.kind === kind)
  return (
    <SectionPage id="review">
      <div className={blocks.stack}>
        <p className={blocks.lead}>{i18n._(text.intro)}</p>
        <section className={blocks.section} aria-labelledby="rv-report">
          <h2 id="rv-report" className={blocks.sectionTitle}>
            {i18n._(text.report)}
          </h2>
          <Figures items={data.statistics} />
        </section>
        <div className={blocks.twoCol}>
          {(['buyer', 'exhibitor'] as const).map((kind) => (
            <section
              key={kind}
              className={blocks.section}
              aria-labelledby={`rv-${kind}`}
              data-testid={`testimonials-${kind}`}
            >
              <h2 id={`rv-${kind}`} className={blocks.sectionTitle}>
                {i18n._(kind === 'buyer' ? text.buyers : text.exhibitors)}
              </h2>
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
            </section>
          ))}
        </div>
        <section className={blocks.section} aria-labelledby="rv-photos">
          <h2 id="rv-photos" className={blocks.sectionTitle}>
            {i18n._(text.photos)}
          </h2>
          <PhotoBox photos={data.photos} />
        </section>
      </div>
    </SectionPage>
  )
}
