import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Link } from '@tanstack/react-router'
import type { SECTIONS } from '~/features/sections'
import { useLocaleParams } from '~/routing/locale'
import { pageLink } from '~/ui/primitives.css'
import type { NewsListSection } from './categories'
import * as css from './news.css'

const text = {
  label: msg`Pages`,
  previous: msg`Previous page`,
  next: msg`Next page`,
}

/** Page numbers around the current one, with the first and last always present. */
export function pageWindow(current: number, count: number): (number | 'gap')[] {
  const pages = new Set([1, count, current - 1, current, current + 1])
  const sorted = [...pages].filter((p) => p >= 1 && p <= count).sort((a, b) => a - b)
  const out: (number | 'gap')[] = []
  for (const [i, p] of sorted.entries()) {
    const previous = sorted[i - 1]
    if (previous !== undefined && p - previous > 1) out.push('gap')
    out.push(p)
  }
  return out
}

/** The paged pages: the news lists and the search results. */
type PagedRoute = (typeof SECTIONS)[NewsListSection | 'search-news']['route']

/** Paging links that keep the other query parameters (e.g. `keywords`); page 1 carries no `page`. */
export function Pager({
  route,
  page,
  count,
  search = {},
}: {
  route: PagedRoute
  page: number
  count: number
  search?: { keywords?: string }
}) {
  const { i18n } = useLingui()
  const localeParams = useLocaleParams()
  if (count <= 1) return null
  const searchFor = (p: number) => (p === 1 ? { ...search } : { ...search, page: p })
  return (
    <nav className={css.pager} aria-label={i18n._(text.label)}>
      <ul className={css.pagerList}>
        {page > 1 && (
          <li>
            <Link to={route} params={localeParams} search={searchFor(page - 1)} className={pageLink} rel="prev">
              ‹ <span>{i18n._(text.previous)}</span>
            </Link>
          </li>
        )}
        {pageWindow(page, count).map((p, i) =>
          p === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${i}`} className={css.pagerGap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={route}
                params={localeParams}
                search={searchFor(p)}
                className={pageLink}
                aria-current={p === page ? 'page' : undefined}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        {page < count && (
          <li>
            <Link to={route} params={localeParams} search={searchFor(page + 1)} className={pageLink} rel="next">
              <span>{i18n._(text.next)}</span> ›
            </Link>
          </li>
        )}
      </ul>
    </nav>
  )
}
