import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import * as css from './admin.css'

/** The back office's one table: translated column headings, rows given as children, an optional caption. */
export function AdminTable({
  headings,
  caption,
  children,
}: {
  headings: MessageDescriptor[]
  caption?: string
  children: ReactNode
}) {
  const { i18n } = useLingui()
  return (
    <table className={css.table}>
      {caption ? <caption className={css.caption}>{caption}</caption> : null}
      <thead>
        <tr>
          {headings.map((heading) => (
            <th key={heading.id} scope="col" className={css.cell}>
              {i18n._(heading)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  )
}
