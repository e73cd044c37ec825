import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Link } from '@tanstack/react-router'
import type { DirectorySearch } from '~/contracts/search'
import { msgWith } from '~/features/page-blocks'
import { pageLink } from '~/ui/primitives.css'
import * as css from './DirectoryPage.css'
import { DIRECTORY_ROUTE, directoryPageSearch } from './directory.shared'

const text = {
  pages: msg`Result pages`,
  previous: msg`Previous`,
  next: msg`Next`,
  pageN: msg`Page {n}`,
}

/** Links to every result page of the search `clean`, and to the previous and next one. */
export function DirectoryPager({
  clean,
  current,
  pageCount,
}: {
  clean: DirectorySearch
  current: number
  pageCount: number
}) {
  const { i18n } = useLingui()
  const pageSearch = (page: number) => directoryPageSearch(clean, page)
  return (
    <nav aria-label={i18n._(text.pages)} className={css.pager}>
      {current > 1 ? (
        <Link from={DIRECTORY_ROUTE} to="." search={pageSearch(current - 1)} className={pageLink} rel="prev">
          {i18n._(text.previous)}
        </Link>
      ) : null}
      {Array.from({ length: pageCount }, (_, i) => i + 1).map((n) => (
        <Link
          key={n}
          from={DIRECTORY_ROUTE}
          to="."
          search={pageSearch(n)}
          className={pageLink}
          aria-current={n === current ? 'page' : undefined}
          aria-label={msgWith(i18n, text.pageN, { n })}
        >
          {n}
        </Link>
      ))}
      {current < pageCount ? (
        <Link from={DIRECTORY_ROUTE} to="." search={pageSearch(current + 1)} className={pageLink} rel="next">
          {i18n._(text.next)}
        </Link>
      ) : null}
    </nav>
  )
}
