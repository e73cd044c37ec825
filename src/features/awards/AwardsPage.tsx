import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { blocks, ContentPage, Figures, formatDate, PageSection, PhotoBox, ScrollTable } from '~/features/page-blocks'
import { useLocale, useLocaleParams } from '~/routing/locale'
import * as css from './AwardsPage.css'
import { awardsQuery } from './awards.queries'

const text = {
  intro: msg`Every year the Organic Product Awards honour the best new organic products at the fair, chosen by an expert jury and thousands of public judges who taste the entries on site.`,
  figures: msg`The awards in figures`,
  highlights: msg`Winners {year}`,
  table: msg`All award winners`,
  year: msg`Year`,
  award: msg`Award`,
  category: msg`Category`,
  company: msg`Company`,
  product: msg`Product`,
  news: msg`Award news`,
  photos: msg`Award photos`,
  swipeHint: msg`Scroll sideways for more winners`,
}

export function AwardsPage() {
  const { i18n } = useLingui()
  const localeParams = useLocaleParams()
  const locale = useLocale()
  const { data } = useSuspenseQuery(awardsQuery(locale))
  const latestYear = data.awards[0]?.year
  const latest = data.awards.filter((a) => a.year === latestYear)
  return (
    <ContentPage id="selection-activity" intro={i18n._(text.intro)}>
      <PageSection headingId="aw-figures" title={i18n._(text.figures)}>
        <Figures items={data.statistics} />
      </PageSection>

      {latestYear ? (
        <PageSection
          headingId="aw-swiper"
          title={i18n._({ ...text.highlights, values: { year: latestYear } })}
          intro={i18n._(text.swipeHint)}
        >
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take keyboard focus so it can be scrolled without a mouse (WCAG 2.1.1, axe scrollable-region-focusable) */}
          <ul className={css.swiper} tabIndex={0} aria-labelledby="aw-swiper" data-testid="award-swiper">
            {latest.map((award) => (
              <li key={award.id} className={`${blocks.card} ${css.slide}`}>
                <span className={css.badge}>{award.title}</span>
                <h3 className={blocks.cardTitle}>{award.product}</h3>
                <p className={blocks.muted}>{award.company}</p>
                <p className={blocks.muted}>{award.category}</p>
              </li>
            ))}
          </ul>
        </PageSection>
      ) : null}

      <PageSection headingId="aw-table" title={i18n._(text.table)}>
        <ScrollTable
          labelledBy="aw-table"
          testId="award-table"
          columns={[text.year, text.award, text.category, text.product, text.company].map((m) => i18n._(m))}
        >
          {data.awards.map((award) => (
            <tr key={award.id}>
              <td>{award.year}</td>
              <td>{award.title}</td>
              <td>{award.category}</td>
              <th scope="row">{award.product}</th>
              <td>{award.company}</td>
            </tr>
          ))}
        </ScrollTable>
      </PageSection>

      {data.news.length > 0 ? (
        <PageSection headingId="aw-news" title={i18n._(text.news)}>
          <ul className={css.newsList}>
            {data.news.map((item) => (
              <li key={item.id} className={css.newsItem}>
                <Link to="/{-$locale}/news/$id" params={{ ...localeParams, id: String(item.id) }}>
                  <strong>{item.title}</strong>
                </Link>
                <time className={blocks.muted} dateTime={item.publishedAt}>
                  {formatDate(i18n, new Date(item.publishedAt), 'long')}
                </time>
                <p className={blocks.muted}>{item.summary}</p>
              </li>
            ))}
          </ul>
        </PageSection>
      ) : null}

      {data.photos.length > 0 ? (
        <PageSection headingId="aw-photos" title={i18n._(text.photos)}>
          <PhotoBox photos={data.photos} />
        </PageSection>
      ) : null}
    </ContentPage>
  )
}
