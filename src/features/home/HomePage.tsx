import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { NEWS_CATEGORIES } from '~/db/schema-enums'
import { CATEGORY_SECTION, NewsDate } from '~/features/news'
import { LogoGrid } from '~/features/partners-page'
import { SECTIONS } from '~/features/sections'
import { useShellData } from '~/features/shell'
import { useLocale, useLocaleParams } from '~/routing/locale'
import { formatNumber } from '~/ui/format'
import { buttonPrimary, container, visuallyHidden } from '~/ui/primitives.css'
import { HomeHero } from './HomeHero'
import * as css from './HomePage.css'
import { homeQuery } from './home.queries'

const text = {
  figures: msg`The fair in figures`,
  latest: msg`Latest news`,
  allNews: msg`All news`,
  more: msg`More`,
  partners: msg`Organisers and partners`,
  mediaPartners: msg`Media partners`,
  learnMore: msg`Learn more`,
  noNews: msg`No news yet.`,
}

export function HomePage() {
  const { i18n } = useLingui()
  const localeParams = useLocaleParams()
  const locale = useLocale()
  const { data } = useSuspenseQuery(homeQuery(locale))
  const shell = useShellData()
  const partners = [...shell.partners.organiser, ...shell.partners.patronage, ...shell.partners.certification]
  const media = shell.partners.media
  return (
    <>
      <HomeHero slides={data.slides} />

      {data.figures.length > 0 && (
        <section className={css.sectionAlt} aria-labelledby="home-figures">
          <div className={container}>
            <h2 id="home-figures" className={`${css.sectionTitle} ${css.sectionHead}`}>
              {i18n._(text.figures)}
            </h2>
            <dl className={css.figures} data-testid="key-figures">
              {data.figures.map((f) => (
                <div key={f.key} className={css.figure}>
                  <dt className={css.figureLabel}>{f.label}</dt>
                  <dd className={css.figureValue}>{formatNumber(locale, f.value)}</dd>
                </div>
              ))}
            </dl>
          </div>
        </section>
      )}

      <div className={css.section}>
        <div className={`${container} ${css.teasers}`}>
          {(
            [
              ['why-visit', data.teasers.whyVisit],
              ['why-participate', data.teasers.whyParticipate],
            ] as const
          ).map(([id, summary]) => (
            <article key={id} className={css.teaser} data-testid={`teaser-${id}`}>
              <h2 className={css.teaserTitle}>{i18n._(SECTIONS[id].title)}</h2>
              <p className={css.teaserText}>{summary}</p>
              <Link to={SECTIONS[id].route} params={localeParams} className={buttonPrimary}>
                {i18n._(text.learnMore)}
                <span className={visuallyHidden}>: {i18n._(SECTIONS[id].title)}</span>
              </Link>
            </article>
          ))}
        </div>
      </div>

      <section className={css.sectionAlt} aria-labelledby="home-news">
        <div className={container}>
          <div className={css.sectionHead}>
            <h2 id="home-news" className={css.sectionTitle}>
              {i18n._(text.latest)}
            </h2>
            <Link to={SECTIONS.news.route} params={localeParams}>
              {i18n._(text.allNews)} →
            </Link>
          </div>
          <div className={css.newsColumns}>
            {NEWS_CATEGORIES.map((category) => {
              const section = SECTIONS[CATEGORY_SECTION[category]]
              const items = data.latest[category]
              return (
                <section key={category} className={css.newsColumn} data-testid={`latest-${category}`}>
                  <h3 className={css.newsColumnTitle}>{i18n._(section.title)}</h3>
                  {items.length === 0 ? (
                    <p>{i18n._(text.noNews)}</p>
                  ) : (
                    <ul className={css.newsList}>
                      {items.map((item) => (
                        <li key={item.id} className={css.newsItem}>
                          <span className={css.newsDate}>
                            <NewsDate value={item.publishedAt} />
                          </span>
                          <Link
                            to="/{-$locale}/news/$id"
                            params={{ ...localeParams, id: String(item.id) }}
                            className={css.newsLink}
                          >
                            {item.title}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  )}
                  <Link to={section.route} params={localeParams} className={css.more}>
                    {i18n._(text.more)} →
                  </Link>
                </section>
              )
            })}
          </div>
        </div>
      </section>

      {(partners.length > 0 || media.length > 0) && (
        <section className={css.section} aria-labelledby="home-partners">
          <div className={container}>
            <h2 id="home-partners" className={css.sectionTitle}>
              {i18n._(text.partners)}
            </h2>
            {partners.length > 0 && <LogoGrid partners={partners} testId="home-partners" />}
            {media.length > 0 && (
              <>
                <h3 className={css.logosTitle}>
                  <Link to={SECTIONS['media-partners'].route} params={localeParams}>
                    {i18n._(text.mediaPartners)}
                  </Link>
                </h3>
                <LogoGrid partners={media} testId="home-media-partners" />
              </>
            )}
          </div>
        </section>
      )}
    </>
  )
}
