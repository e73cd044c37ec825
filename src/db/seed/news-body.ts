import { MEDIA_FOLDERS, mediaPath } from '../media-paths'
import type { NewsCategory, NewsInput } from '../repositories/news.server'

/** One language of a news item; the body is composed from these parts by `composeBody`. */
interface NewsText {
  title: string
  summary: string
  /** Opening paragraph; may contain <strong>. */
  lead: string
  heading: string
  points: string[]
  closing: string
  /** Optional pull quote, rendered as a blockquote. */
  quote?: string
  /** Caption of the inline photo; present only when the item has one. */
  caption?: string
  /** Text of the call-to-action link; present only when the item has a link. */
  linkText?: string
}

export interface NewsSeed {
  /** File-name stem of the cover (and inline) image. */
  key: string
  category: NewsCategory
  /** ISO timestamp with +08:00. */
  publishedAt: string
  draft?: boolean
  /** Target of the call-to-action link (site path or absolute URL). */
  link?: string
  cn: NewsText
  en: NewsText
}

const newsCoverPath = (key: string) => mediaPath('news', `${key}.webp`)
const newsInlinePath = (key: string) => mediaPath('news', `${key}-detail.webp`)

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')

function composeBody(seed: NewsSeed, text: NewsText): string {
  const parts = [`<p>${text.lead}</p>`]
  if (text.caption) {
    const { width, height } = MEDIA_FOLDERS.news
    parts.push(
      `<figure><img src="${newsInlinePath(seed.key)}" alt="${attribute(text.caption)}" width="${width}" height="${height}">` +
        `<figcaption>${text.caption}</figcaption></figure>`,
    )
  }
  parts.push(`<h2>${text.heading}</h2>`, `<ul>${text.points.map((point) => `<li>${point}</li>`).join('')}</ul>`)
  if (text.quote) parts.push(`<blockquote><p>${text.quote}</p></blockquote>`)
  parts.push(`<p>${text.closing}</p>`)
  if (seed.link && text.linkText) {
    const external = /^https?:\/\//.test(seed.link)
    parts.push(`<p><a href="${seed.link}"${external ? ' target="_blank"' : ''}>${text.linkText}</a></p>`)
  }
  return parts.join('\n')
}

/** Seed entry to repository input; the repository sanitises the composed HTML on the way in. */
export function toNewsInput(seed: NewsSeed): NewsInput {
  return {
    category: seed.category,
    titleCn: seed.cn.title,
    titleEn: seed.en.title,
    summaryCn: seed.cn.summary,
    summaryEn: seed.en.summary,
    bodyCn: composeBody(seed, seed.cn),
    bodyEn: composeBody(seed, seed.en),
    coverImage: newsCoverPath(seed.key),
    publishedAt: new Date(seed.publishedAt),
    status: seed.draft ? 'draft' : 'published',
  }
}

/** Image paths an item references (cover, plus the inline photo if it has one). */
export function newsMediaPaths(seed: NewsSeed): string[] {
  return seed.cn.caption || seed.en.caption
    ? [newsCoverPath(seed.key), newsInlinePath(seed.key)]
    : [newsCoverPath(seed.key)]
}
