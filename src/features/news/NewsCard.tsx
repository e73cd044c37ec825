import { useLingui } from '@lingui/react'
import { MEDIA_FOLDERS } from '~/db/seed/media-paths'
import { LocaleLink } from '~/features/layout'
import { Img } from '~/features/media'
import { formatDate } from '~/features/page-blocks/format'
import { localeOf } from '~/i18n/locales'
import { categoryTitle } from './categories'
import { Highlight } from './Highlight'
import * as css from './news.css'
import type { NewsListPage } from './news.server'

export type NewsSummaryItem = NewsListPage['items'][number]

export const NEWS_IMAGE = MEDIA_FOLDERS.news

export function NewsDate({ value }: { value: Date | string }) {
  const { i18n } = useLingui()
  const date = new Date(value)
  return <time dateTime={date.toISOString()}>{formatDate(localeOf(i18n.locale), date)}</time>
}

/** One news item in a grid: cover, category and date, title (the link) and summary. */
export function NewsCard({
  item,
  keywords = [],
  headingLevel = 2,
}: {
  item: NewsSummaryItem
  keywords?: readonly string[]
  headingLevel?: 2 | 3
}) {
  const { i18n } = useLingui()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className={css.card}>
      {item.coverImage && (
        <Img
          src={item.coverImage}
          alt=""
          width={NEWS_IMAGE.width}
          height={NEWS_IMAGE.height}
          className={css.cardImage}
        />
      )}
      <div className={css.cardBody}>
        <p className={css.cardMeta}>
          {i18n._(categoryTitle(item.category))} · <NewsDate value={item.publishedAt} />
        </p>
        <Heading className={css.cardTitle}>
          <LocaleLink to={`/news/${item.id}`} className={css.cardLink}>
            <Highlight text={item.title} keywords={keywords} />
          </LocaleLink>
        </Heading>
        <p className={css.cardSummary}>
          <Highlight text={item.summary} keywords={keywords} />
        </p>
      </div>
    </article>
  )
}
