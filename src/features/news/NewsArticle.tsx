import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { LocaleLink } from '~/features/layout'
import { container } from '~/ui/primitives.css'
import * as css from './NewsArticle.css'
import type { NewsItemDetail } from './news.server'

const text = { published: msg`Published`, newer: msg`Newer article`, older: msg`Older article` }

/** A news item; `body` is HTML sanitised when it was written, so it is rendered as stored. */
export function NewsArticle({ item }: { item: NewsItemDetail }) {
  const { i18n } = useLingui()
  const date = new Date(item.publishedAt)
  return (
    <article className={`${container} ${css.article}`}>
      <h1 className={css.title}>{item.title}</h1>
      <p className={css.meta}>
        {i18n._(text.published)}{' '}
        <time dateTime={date.toISOString()}>{i18n.date(date, { dateStyle: 'long', timeZone: 'Asia/Shanghai' })}</time>
      </p>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with an allowlist on write */}
      <div className={css.body} dangerouslySetInnerHTML={{ __html: item.body }} />
      <nav className={css.pager}>
        {item.prevId ? <LocaleLink to={`/news/${item.prevId}`}>← {i18n._(text.newer)}</LocaleLink> : <span />}
        {item.nextId ? <LocaleLink to={`/news/${item.nextId}`}>{i18n._(text.older)} →</LocaleLink> : <span />}
      </nav>
    </article>
  )
}
