import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { LocaleLink } from '~/features/layout'
import { Img } from '~/features/media'
import { SECTIONS } from '~/features/sections'
import { container } from '~/ui/primitives.css'
import { CATEGORY_SECTION } from './categories'
import * as css from './NewsArticle.css'
import { NEWS_IMAGE, NewsDate } from './NewsCard'
import type { NewsItemDetail } from './news.server'

const text = {
  published: msg`Published`,
  newer: msg`Newer article`,
  older: msg`Older article`,
  breadcrumb: msg`Breadcrumb`,
  home: msg`Home`,
  share: msg`Share this article`,
  shareWeibo: msg`Share on Weibo`,
  shareLinkedIn: msg`Share on LinkedIn`,
  shareEmail: msg`Share by e-mail`,
  articleNav: msg`More articles`,
}

/** Share targets that work without third-party scripts (WeChat shares through its own browser menu). */
export function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url)
  const t = encodeURIComponent(title)
  return {
    weibo: `https://service.weibo.com/share/share.php?url=${u}&title=${t}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    email: `mailto:?subject=${t}&body=${u}`,
  }
}

/** A news item; `body` is HTML sanitised when it was written, so it is rendered as stored. */
export function NewsArticle({ item, url }: { item: NewsItemDetail; url: string }) {
  const { i18n } = useLingui()
  const section = SECTIONS[CATEGORY_SECTION[item.category]]
  const share = shareLinks(url, item.title)
  return (
    <article className={`${container} ${css.article}`}>
      <nav aria-label={i18n._(text.breadcrumb)} className={css.breadcrumb}>
        <LocaleLink to="/">{i18n._(text.home)}</LocaleLink> /{' '}
        <LocaleLink to={SECTIONS.news.path}>{i18n._(SECTIONS.news.title)}</LocaleLink> /{' '}
        <LocaleLink to={section.path}>{i18n._(section.title)}</LocaleLink>
      </nav>
      <h1 className={css.title}>{item.title}</h1>
      <p className={css.meta}>
        {i18n._(text.published)} <NewsDate value={item.publishedAt} />
      </p>
      <p className={css.summary}>{item.summary}</p>
      {item.coverImage && (
        <Img
          src={item.coverImage}
          alt=""
          width={NEWS_IMAGE.width}
          height={NEWS_IMAGE.height}
          loading="eager"
          fetchPriority="high"
          className={css.cover}
        />
      )}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with an allowlist on write */}
      <div className={css.body} dangerouslySetInnerHTML={{ __html: item.body }} />
      <aside className={css.share} aria-label={i18n._(text.share)}>
        <span>{i18n._(text.share)}</span>
        <a href={share.weibo} target="_blank" rel="noopener noreferrer">
          {i18n._(text.shareWeibo)}
        </a>
        <a href={share.linkedin} target="_blank" rel="noopener noreferrer">
          {i18n._(text.shareLinkedIn)}
        </a>
        <a href={share.email}>{i18n._(text.shareEmail)}</a>
      </aside>
      <nav className={css.pager} aria-label={i18n._(text.articleNav)}>
        {item.prevId ? (
          <LocaleLink to={`/news/${item.prevId}`} rel="prev">
            ← {i18n._(text.newer)}
          </LocaleLink>
        ) : (
          <span />
        )}
        {item.nextId ? (
          <LocaleLink to={`/news/${item.nextId}`} rel="next">
            {i18n._(text.older)} →
          </LocaleLink>
        ) : (
          <span />
        )}
      </nav>
    </article>
  )
}
