import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { LocaleLink } from '~/features/layout'
import { blocks, Figures, formatDate, localeOf, PhotoBox } from '~/features/page-blocks'
import { SectionPage } from '~/features/sections'
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
  const locale = localeOf(i18n.locale)
  const { data } = useSuspenseQuery(awardsQuery(locale))
  const latestYear = data.awards[0]?.year
  const latest = data.awards.filter((a) => a.year === latestYear)
  return (
    <SectionPage id="selection-activity">
      <div className={blocks.stack}>
        <p className={blocks.lead}>{i18n._(text.intro)}</p>

        <section className={blocks.section} aria-labelledby="aw-figures">
          <h2 id="aw-figures" className={blocks.sectionTitle}>
            {i18n._(text.figures)}
          </h2>
          <Figures items={data.statistics} />
        </section>

        {latestYear ? (
          <section className={blocks.section} aria-labelledby="aw-swiper">
            <h2 id="aw-swiper" className={blocks.sectionTitle}>
              {i18n._({ ...text.highlights, values: { year: latestYear } })}
            </h2>
            <p className={blocks.muted}>{i18n._(text.swipeHint)}</p>
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
          </section>
        ) : null}

        <section className={blocks.section} aria-labelledby="aw-table">
          <h2 id="aw-table" className={blocks.sectionTitle}>
            {i18n._(text.table)}
          </h2>
          <div className={blocks.tableScroll} tabIndex={0} role="region" aria-labelledby="aw-table">
            <table className={blocks.table} data-testid="award-table">
              <thead>
                <tr>
                  <th scope="col">{i18n._(text.year)}</th>
                  <th scope="col">{i18n._(text.award)}</th>
                  <th scope="col">{i18n._(text.category)}</th>
                  <th scope="col">{i18n._(text.product)}</th>
                  <th scope="col">{i18n._(text.company)}</th>
                </tr>
              </thead>
              <tbody>
                {data.awards.map((award) => (
                  <tr key={award.id}>
                    <td>{award.year}</td>
                    <td>{award.title}</td>
                    <td>{award.category}</td>
                    <th scope="row">{award.product}</th>
                    <td>{award.company}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>

        {data.news.length > 0 ? (
          <section className={blocks.section} aria-labelledby="aw-news">
            <h2 id="aw-news" className={blocks.sectionTitle}>
              {i18n._(text.news)}
            </h2>
            <ul className={css.newsList}>
              {data.news.map((item) => (
                <li key={item.id} className={css.newsItem}>
                  <LocaleLink to={`/news/${item.id}`}>
                    <strong>{item.title}</strong>
                  </LocaleLink>
                  <time className={blocks.muted} dateTime={item.publishedAt}>
                    {formatDate(locale, new Date(item.publishedAt), 'long')}
                  </time>
                  <p className={blocks.muted}>{item.summary}</p>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {data.photos.length > 0 ? (
          <section className={blocks.section} aria-labelledby="aw-photos">
            <h2 id="aw-photos" className={blocks.sectionTitle}>
              {i18n._(text.photos)}
            </h2>
            <PhotoBox photos={data.photos} />
          </section>
        ) : null}
      </div>
    </SectionPage>
  )
}
