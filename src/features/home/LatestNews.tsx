import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Link } from '@tanstack/react-router'
import type { HomeData } from '~/contracts/content'
import { NEWS_CATEGORIES } from '~/db/schema-enums'
import { CATEGORY_SECTION, NewsDate } from '~/features/news'
import { SECTIONS } from '~/features/sections'
import { useLocaleParams } from '~/routing/locale'
import { container } from '~/ui/primitives.css'
import * as css from './HomePage.css'

const text = {
  latest: msg`Latest news`,
  allNews: msg`All news`,
  more: msg`More`,
  noNews: msg`No news yet.`,
}

/** The latest news, a column per category, each with the way to its section. */
export function LatestNews({ latest }: { latest: HomeData['latest'] }) {
  const { i18n } = useLingui()
  const localeParams = useLocaleParams()
  return (
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
            const items = latest[category]
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
  )
}
