import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import * as css from './admin.css'

const text = {
  pages: msg`Pages`,
  previous: msg`Previous page`,
  next: msg`Next page`,
  pageOf: msg`Page {page} of {pages}, {total} in all`,
}

/**
 * Where a list is and the links to its neighbouring pages. The links are the screen's own (`link`),
 * so each names its route and search params with their types.
 */
export function AdminPager({
  page,
  total,
  pageSize,
  link,
}: {
  page: number
  total: number
  pageSize: number
  link: (page: number, rel: 'prev' | 'next', label: string) => ReactNode
}) {
  const { i18n } = useLingui()
  const pages = Math.max(1, Math.ceil(total / pageSize))
  return (
    <nav aria-label={i18n._(text.pages)} className={css.nav}>
      <span>{i18n._({ ...text.pageOf, values: { page, pages, total } })}</span>
      {page > 1 && link(page - 1, 'prev', i18n._(text.previous))}
      {page < pages && link(page + 1, 'next', i18n._(text.next))}
    </nav>
  )
}
