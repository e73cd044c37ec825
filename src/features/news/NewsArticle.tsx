import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Link } from '@tanstack/react-router'
import type { NewsDetailDto } from '~/contracts/news'
import { Img } from '~/features/media'
import { RichHtml } from '~/features/page-blocks'
import { SECTIONS } from '~/features/sections'
import { useLocaleParams } from '~/routing/locale'
import { container } from '~/ui/primitives.css'
import { CATEGORY_SECTION } from './categories'
import * as css from './NewsArticle.css'
import { NEWS_IMAGE, NewsDate } from './NewsCard'

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
function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url)
  const t = encodeURIComponent(title)
  return {
    weibo: `https://service.weibo.com/share/share.php?url=${u}&title=${t}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    email: `mailto:?subject=${t}&body=${u}`,
  }
}

/** A news item; `body` is HTML sanitised when it was written, so it is rendered as stored. */
export function NewsArticle({ item, url }: { item: NewsDetailDto; url: string }) {
  const { i18n } = useLingui()
  const localeParams = useLocaleParams()
  const section = SECTIONS[CATEGORY_SECTION[item.category]]
  const share = shareLinks(url, item.title)
  return (
    <article className={`${container} ${css.article}`}>
      <nav aria-label={i18n._(text.breadcrumb)} className={css.breadcrumb}>
        <Link to="/{-$locale}/" params={localeParams}>
          {i18n._(text.home)}
        </Link>{' '}
        /{' '}
        <Link to={SECTIONS.news.route} params={localeParams}>
          {i18n._(SECTIONS.news.title)}
        </Link>{' '}
        /{' '}
        <Link to={section.route} params={localeParams}>
          {i18n._(section.title)}
        </Link>
      </nav>
      <h1 className={css.title}>{item.title}</h1>
      <p className={css.meta}>
        {i18n._(text.published)} <NewsDate value={item.publishedAt} />
      </p>
      <p className={css.summary}>{item.summary}</p>
      {item.coverImage && (
        <Img
          src={item.coverImage}
          srcSet={item.coverSrcset}
          sizes="(min-width: 900px) 860px, 100vw"
          alt=""
          width={NEWS_IMAGE.width}
          height={NEWS_IMAGE.height}
          loading="eager"
          fetchPriority="high"
          className={css.cover}
        />
      )}
      <RichHtml html={item.body} className={css.body} />
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
          <Link to="/{-$locale}/news/$id" params={{ ...localeParams, id: String(item.prevId) }} rel="prev">
            ← {i18n._(text.newer)}
          </Link>
        ) : (
          <span />
        )}
        {item.nextId ? (
          <Link to="/{-$locale}/news/$id" params={{ ...localeParams, id: String(item.nextId) }} rel="next">
            {i18n._(text.older)} →
          </Link>
        ) : (
          <span />
        )}
      </nav>
    </article>
  )
}
