import { useLingui } from '@lingui/react'
import { Link } from '@tanstack/react-router'
import type { NewsSummaryDto } from '~/contracts/news'
import { MEDIA_FOLDERS } from '~/db/media-paths'
import { Img } from '~/features/media'
import { useLocaleParams } from '~/routing/locale'
import { formatDate } from '~/ui/format'
import { categoryTitle } from './categories'
import { Highlight } from './Highlight'
import * as css from './news.css'

export const NEWS_IMAGE = MEDIA_FOLDERS.news

export function NewsDate({ value }: { value: Date | string }) {
  const { i18n } = useLingui()
  const date = new Date(value)
  return <time dateTime={date.toISOString()}>{formatDate(i18n, date)}</time>
}

/**
 * One news item in a grid: cover, category and date, title (the link) and summary. The first card of
 * a list is `first`: on a phone its cover is the largest thing on screen (the page's LCP), so it is
 * fetched at once and first (React then also preloads it from the head) instead of lazily, which
 * waited for layout.
 */
export function NewsCard({
  item,
  keywords = [],
  headingLevel = 2,
  first = false,
}: {
  item: NewsSummaryDto
  keywords?: readonly string[]
  headingLevel?: 2 | 3
  first?: boolean
}) {
  const { i18n } = useLingui()
  const localeParams = useLocaleParams()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className={css.card}>
      {item.coverImage && (
        <Img
          src={item.coverImage}
          srcSet={item.coverSrcset}
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
          alt=""
          width={NEWS_IMAGE.width}
          height={NEWS_IMAGE.height}
          className={css.cardImage}
          loading={first ? 'eager' : undefined}
          fetchPriority={first ? 'high' : undefined}
        />
      )}
      <div className={css.cardBody}>
        <p className={css.cardMeta}>
          {i18n._(categoryTitle(item.category))} · <NewsDate value={item.publishedAt} />
        </p>
        <Heading className={css.cardTitle}>
          <Link to="/{-$locale}/news/$id" params={{ ...localeParams, id: String(item.id) }} className={css.cardLink}>
            <Highlight text={item.title} keywords={keywords} />
          </Link>
        </Heading>
        <p className={css.cardSummary}>
          <Highlight text={item.summary} keywords={keywords} />
        </p>
      </div>
    </article>
  )
}
